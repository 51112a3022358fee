package org.escaque.server.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.javalin.Javalin;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The browser UI's files: the app's pages answer with index.html, hashed assets are cached for a year. */
class WebSiteTest {

    private final HttpClient http = HttpClient.newHttpClient();
    private Javalin app;

    private String start(WebSite site) {
        app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.startupWatcherEnabled = false;
            config.routes.apiBuilder(site::addRoutes);
        }).start("127.0.0.1", 0);
        return "http://127.0.0.1:" + app.port();
    }

    @AfterEach
    void stop() {
        if (app != null) {
            app.stop();
        }
    }

    private HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everyPageOfTheAppIsTheSinglePageAndIsRevalidated() throws Exception {
        String base = start(new WebSite(getClass().getClassLoader(), "site-fixture/"));
        for (String path : new String[] {"/", "/game/abc123", "/rules", "/editor", "/analysis"}) {
            HttpResponse<String> response = get(base + path);
            assertEquals(200, response.statusCode(), path);
            assertTrue(response.body().contains("<title>fixture</title>"), path);
            assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), path);
            assertEquals(WebSite.CACHE_REVALIDATE, response.headers().firstValue("Cache-Control").orElse(""), path);
        }
    }

    @Test
    void hashedAssetsAreServedWithTheirTypeAndCachedForAYear() throws Exception {
        String base = start(new WebSite(getClass().getClassLoader(), "site-fixture/"));
        HttpResponse<String> script = get(base + "/assets/app-TEST.js");
        assertEquals(200, script.statusCode());
        assertEquals("console.log(\"fixture\");\n", script.body());
        assertEquals("text/javascript; charset=utf-8", script.headers().firstValue("Content-Type").orElse(""));
        assertEquals(WebSite.CACHE_FOREVER, script.headers().firstValue("Cache-Control").orElse(""));
        assertEquals("text/css; charset=utf-8",
                get(base + "/assets/style-TEST.css").headers().firstValue("Content-Type").orElse(""));
    }

    @Test
    void theEngineWorkerHasAPolicyOfItsOwnAndTheWasmModuleItsType() throws Exception {
        String base = start(new WebSite(getClass().getClassLoader(), "site-fixture/"));
        HttpResponse<String> worker = get(base + "/assets/worker-TEST.js");
        assertEquals(200, worker.statusCode());
        assertEquals(SecurityHeaders.WORKER_CONTENT_SECURITY_POLICY,
                worker.headers().firstValue("Content-Security-Policy").orElse(""));
        assertFalse(get(base + "/assets/app-TEST.js").headers().firstValue("Content-Security-Policy").isPresent(),
                "other scripts keep the page's policy (set for every answer by the network gate)");
        assertEquals("application/wasm", WebSite.contentType("escaque-0123456789.wasm"));
    }

    @Test
    void unknownOrEscapingAssetNamesAreNotFound() throws Exception {
        String base = start(new WebSite(getClass().getClassLoader(), "site-fixture/"));
        assertEquals(404, get(base + "/assets/missing.js").statusCode());
        assertEquals(404, get(base + "/assets/..%2Findex.html").statusCode());
        assertEquals(404, get(base + "/assets/.hidden").statusCode());
        assertEquals(404, get(base + "/elsewhere").statusCode(), "only the app's own pages fall back to the UI");
    }

    @Test
    void aBrowserVisitingAnUnknownAddressGetsThePageWith404AndTheApiDoesNot() throws Exception {
        WebSite site = new WebSite(getClass().getClassLoader(), "site-fixture/");
        app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.startupWatcherEnabled = false;
            config.routes.apiBuilder(site::addRoutes);
            config.routes.error(404, ctx -> {
                if (!site.notFoundPage(ctx)) {
                    ctx.contentType("application/json").result("{\"error\":\"not-found\"}");
                }
            });
        });
        app.start("127.0.0.1", 0);
        String base = "http://127.0.0.1:" + app.port();
        for (String path : new String[] {"/no-such-page", "/games/abc", "/rules/extra/deep"}) {
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(base + path))
                    .header("Accept", "text/html,application/xhtml+xml,*/*;q=0.8").build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(404, page.statusCode(), path);
            assertTrue(page.body().contains("<title>fixture</title>"), path + ": the UI's page, which says so");
            assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/html"), path);
        }
        for (String path : new String[] {"/api/nothing-here", "/assets/missing.js"}) {
            HttpResponse<String> answer = http.send(HttpRequest.newBuilder(URI.create(base + path))
                    .header("Accept", "text/html").build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(404, answer.statusCode(), path);
            assertFalse(answer.body().contains("<title>"), path + " is not a page: " + answer.body());
        }
        HttpResponse<String> json = get(base + "/no-such-page");
        assertEquals(404, json.statusCode());
        assertEquals("{\"error\":\"not-found\"}", json.body(), "a client that does not ask for HTML gets JSON");
    }

    @Test
    void unknownAssetNamesLeaveNothingInMemory() throws Exception {
        WebSite site = new WebSite(getClass().getClassLoader(), "site-fixture/");
        String base = start(site);
        assertEquals(200, get(base + "/assets/app-TEST.js").statusCode());
        int kept = site.cachedFiles();
        for (int i = 0; i < 300; i++) {
            assertEquals(404, get(base + "/assets/unknown-" + i + ".js").statusCode());
        }
        assertEquals(kept, site.cachedFiles(), "only the build's own files are kept");
    }

    @Test
    void aJarWithoutAWebBuildSaysSo() throws Exception {
        WebSite site = new WebSite(getClass().getClassLoader(), "no-such-build/");
        assertFalse(site.isBuilt());
        String base = start(site);
        HttpResponse<String> page = get(base + "/");
        assertEquals(503, page.statusCode());
        assertTrue(page.body().contains("no browser UI"));
    }

    @Test
    void theServiceWorkerAndTheManifestAreAtTheRootAndRevalidated() throws Exception {
        String base = start(new WebSite(getClass().getClassLoader(), "site-fixture/"));
        HttpResponse<String> worker = get(base + "/sw.js");
        assertEquals(200, worker.statusCode());
        assertTrue(worker.body().startsWith("// fixture: the service worker"));
        assertEquals("text/javascript; charset=utf-8", worker.headers().firstValue("Content-Type").orElse(""));
        assertEquals(WebSite.CACHE_REVALIDATE, worker.headers().firstValue("Cache-Control").orElse(""),
                "a browser must see a new build's worker at once");
        assertFalse(worker.headers().firstValue("Service-Worker-Allowed").isPresent(), "its scope is its folder, /");
        HttpResponse<String> manifest = get(base + "/manifest.webmanifest");
        assertEquals(200, manifest.statusCode());
        assertTrue(manifest.body().contains("\"name\": \"fixture\""));
        assertEquals("application/manifest+json", manifest.headers().firstValue("Content-Type").orElse(""));
        assertEquals(WebSite.CACHE_REVALIDATE, manifest.headers().firstValue("Cache-Control").orElse(""));
        // The manifest's icons are content-hashed assets.
        HttpResponse<byte[]> icon = http.send(HttpRequest.newBuilder(URI.create(base + "/assets/icon-192-TEST.png"))
                .build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, icon.statusCode());
        assertEquals("image/png", icon.headers().firstValue("Content-Type").orElse(""));
        assertEquals(WebSite.CACHE_FOREVER, icon.headers().firstValue("Cache-Control").orElse(""));
        assertEquals((byte) 0x89, icon.body()[0]);
        assertEquals("PNG", new String(icon.body(), 1, 3, java.nio.charset.StandardCharsets.US_ASCII));
    }

    @Test
    void withoutAWebBuildTheWorkerAndManifestAreNotFound() throws Exception {
        String base = start(new WebSite(getClass().getClassLoader(), "no-such-build/"));
        assertEquals(404, get(base + "/sw.js").statusCode());
        assertEquals(404, get(base + "/manifest.webmanifest").statusCode());
    }

    @Test
    void contentTypesFollowTheExtension() {
        assertEquals("image/svg+xml", WebSite.contentType("piece-AB12.svg"));
        assertEquals("application/octet-stream", WebSite.contentType("README"));
    }
}
