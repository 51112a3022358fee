package org.escaque.server.site;

import io.javalin.apibuilder.ApiBuilder;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The browser UI: the files the web build (web/, esbuild) put in the jar under {@code web/}. The app's pages
 * ({@code /}, {@code /game/{id}}, {@code /join}, {@code /join/{code}}, {@code /rules}, {@code /games},
 * {@code /editor}, {@code /analysis}) all answer with
 * {@code index.html}, which the UI routes itself; {@code /assets/*} are content-hashed (the app's icons among them),
 * so browsers may keep them for a year. The two files browsers ask for by a fixed name, the service worker
 * {@code /sw.js} (which keeps the UI for offline use) and the web app manifest {@code /manifest.webmanifest}, are
 * revalidated like the page, so a new build is found at once. Without a web build (a jar made with the npm step
 * skipped) the pages say so instead of failing.
 */
public final class WebSite {

    /** Where the web build's files are on the class path. */
    public static final String RESOURCE_ROOT = "web/";
    /** For content-hashed files: a new build has new names, so an old copy is never wrong. */
    public static final String CACHE_FOREVER = "public, max-age=31536000, immutable";
    /** For the page itself: always ask the server, so a new build's asset names are seen at once. */
    public static final String CACHE_REVALIDATE = "no-cache";

    private static final Pattern ASSET_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,127}");
    private static final Map<String, String> CONTENT_TYPES = Map.of(
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "woff2", "font/woff2",
            "txt", "text/plain; charset=utf-8",
            "wasm", "application/wasm",
            "map", "application/json; charset=utf-8");

    /** The build's files at the site's root, besides the page, with their types. */
    private static final Map<String, String> ROOT_FILES = Map.of(
            "sw.js", "text/javascript; charset=utf-8",
            "manifest.webmanifest", "application/manifest+json");

    private final ClassLoader loader;
    private final String root;
    private final Map<String, byte[]> cache = new ConcurrentHashMap<>();

    /** The UI in the app's own jar. */
    public WebSite() {
        this(WebSite.class.getClassLoader(), RESOURCE_ROOT);
    }

    WebSite(ClassLoader loader, String root) {
        this.loader = loader;
        this.root = root;
    }

    /** Declares the pages and assets; call it inside {@code config.router.apiBuilder(...)}. */
    public void addRoutes() {
        ApiBuilder.get("/", this::page);
        ApiBuilder.get("/game/{id}", this::page);
        ApiBuilder.get("/join", this::page);
        ApiBuilder.get("/join/{code}", this::page);
        ApiBuilder.get("/rules", this::page);
        ApiBuilder.get("/games", this::page);
        ApiBuilder.get("/editor", this::page);
        ApiBuilder.get("/analysis", this::page);
        ApiBuilder.get("/assets/{file}", this::asset);
        for (String name : ROOT_FILES.keySet()) {
            ApiBuilder.get("/" + name, ctx -> rootFile(ctx, name));
        }
    }

    /** Whether the jar holds a web build. */
    public boolean isBuilt() {
        return resource("index.html").isPresent();
    }

    /**
     * {@code /}, {@code /game/{id}}, {@code /join}, {@code /join/{code}}, {@code /rules}, {@code /games} (every game,
     * a page at a time), {@code /editor} (set up a position), {@code /analysis} (the analysis board): the UI's single page.
     */
    public void page(Context ctx) {
        Optional<byte[]> page = resource("index.html");
        ctx.header("Cache-Control", CACHE_REVALIDATE);
        if (page.isEmpty()) {
            ctx.status(HttpStatus.SERVICE_UNAVAILABLE).contentType("text/plain; charset=utf-8")
                    .result("Escaque: this build has no browser UI (the npm build in web/ was skipped). "
                            + "Rebuild with Maven; the API is at /api.\n");
            return;
        }
        ctx.contentType("text/html; charset=utf-8").result(page.get());
    }

    /**
     * A browser's visit to an address the app does not have answers 404 with the UI's page, which shows a
     * friendly "no such page" in the page's language; the API's paths ({@code /api/...}), the assets and anything
     * that is not a page visit (no {@code text/html} in Accept, or not a GET) are left to the JSON refusal.
     *
     * @return whether the page was sent
     */
    public boolean notFoundPage(Context ctx) {
        String path = ctx.path();
        String accept = ctx.header("Accept");
        if (!"GET".equals(ctx.method().name()) || path.equals("/api") || path.startsWith("/api/")
                || path.startsWith("/assets/") || accept == null || !accept.contains("text/html")) {
            return false;
        }
        Optional<byte[]> page = resource("index.html");
        if (page.isEmpty()) {
            return false;
        }
        ctx.status(HttpStatus.NOT_FOUND).header("Cache-Control", CACHE_REVALIDATE)
                .contentType("text/html; charset=utf-8").result(page.get());
        return true;
    }

    /** {@code /assets/{file}}: a file of the web build, cached by browsers for a year. */
    public void asset(Context ctx) {
        String name = ctx.pathParam("file");
        Optional<byte[]> bytes = ASSET_NAME.matcher(name).matches() && !name.contains("..")
                ? resource("assets/" + name) : Optional.empty();
        if (bytes.isEmpty()) {
            ctx.status(HttpStatus.NOT_FOUND).contentType("text/plain; charset=utf-8")
                    .result("No such file: /assets/" + name + "\n");
            return;
        }
        ctx.header("Cache-Control", CACHE_FOREVER);
        if (name.startsWith("worker-") && name.endsWith(".js")) {
            ctx.header("Content-Security-Policy", SecurityHeaders.WORKER_CONTENT_SECURITY_POLICY);
        }
        ctx.contentType(contentType(name)).result(bytes.get());
    }

    /**
     * {@code /sw.js}, {@code /manifest.webmanifest}: a file of the build with a fixed name, revalidated on every use
     * (the browser compares the service worker's bytes to find a new build).
     */
    private void rootFile(Context ctx, String name) {
        Optional<byte[]> bytes = resource(name);
        if (bytes.isEmpty()) {
            ctx.status(HttpStatus.NOT_FOUND).contentType("text/plain; charset=utf-8")
                    .result("No such file: /" + name + " (this build has no browser UI)\n");
            return;
        }
        ctx.header("Cache-Control", CACHE_REVALIDATE);
        ctx.contentType(ROOT_FILES.get(name)).result(bytes.get());
    }

    static String contentType(String name) {
        int dot = name.lastIndexOf('.');
        String extension = dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
        return CONTENT_TYPES.getOrDefault(extension, "application/octet-stream");
    }

    /**
     * A file of the build, read once: the jar does not change while the app runs. Only files that exist are kept,
     * so the cache holds at most the build's own files: a name that is not one (anyone on the network may ask for
     * any) costs a look-up and leaves nothing behind.
     */
    private Optional<byte[]> resource(String path) {
        byte[] cached = cache.get(path);
        if (cached != null) {
            return Optional.of(cached);
        }
        try (InputStream in = loader.getResourceAsStream(root + path)) {
            if (in == null) {
                return Optional.empty();
            }
            byte[] bytes = in.readAllBytes();
            cache.put(path, bytes);
            return Optional.of(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + root + path + " from the jar", e);
        }
    }

    /** How many files are kept in memory. */
    int cachedFiles() {
        return cache.size();
    }
}
