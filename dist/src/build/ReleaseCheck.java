import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Starts the release as a player would and checks that it answers: the zip is unpacked (file modes kept) into a
 * temporary folder outside the repository, then
 * <ul>
 * <li>its jar runs with {@code java -jar escaque.jar serve}, and its launcher script as {@code ./escaque serve};</li>
 * <li>the app image's archive is unpacked and its launcher {@code escaque/bin/escaque serve} runs with an empty
 * PATH and no JAVA_HOME (so only its own runtime can serve), a temporary home ({@code user.home}) and no
 * {@code --data-dir}: the games must land in the user's data folder under that home;</li>
 * <li>the .deb holds the launcher, the jar and the runtime under {@code /opt/escaque}, and a menu entry that starts
 * it in a terminal;</li>
 * <li>the web zip (the browser UI for a static host) holds at its root {@code index.html}, {@code sw.js},
 * {@code manifest.webmanifest} and a {@code .wasm} under {@code assets/}, every file the page, the manifest and the
 * service worker name, its READ-MEs and licences, and the third-party notices of the jar's browser UI.</li>
 * </ul>
 * Each server is started on a free port ({@code --port 0}, the address read from its first lines) with
 * {@code --no-browser}; {@code GET /api}, the home page and the script it loads must answer, a game against the
 * computer must get its first move and its WebSocket send the state, and the server must stop on SIGTERM within
 * 20 seconds. Every wait is bounded. Prints one line per check and {@code N passed, N failed}; exits 1 when a check
 * failed, or when the app image or .deb is missing and {@code --required true}.
 *
 * <p>Run by the dist module's build as {@code java ReleaseCheck.java --zip ZIP [--web-zip ZIP] --release DIR
 * [--required B]}, DIR holding the app image's archive and the .deb. Linux and macOS only.
 */
public final class ReleaseCheck {

    private static final Pattern URL = Pattern.compile("running at (http://[^ ]+/)");
    private static final Duration START_LIMIT = Duration.ofSeconds(90);
    private static final Duration STOP_LIMIT = Duration.ofSeconds(20);
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private int passed;
    private int failed;

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        Path zip = Path.of(options.get("--zip")).toAbsolutePath();
        Path webZip = options.containsKey("--web-zip") ? Path.of(options.get("--web-zip")).toAbsolutePath() : null;
        Path packages = Path.of(options.get("--release")).toAbsolutePath();
        boolean required = Boolean.parseBoolean(options.getOrDefault("--required", "false"));
        ReleaseCheck check = new ReleaseCheck();
        Path temp = Files.createTempDirectory("escaque-release-check");
        try {
            check.run(zip, packages, required, temp);
            if (webZip != null) {
                check.checkWebZip(webZip, zip, temp);
            }
        } finally {
            delete(temp);
        }
        System.out.println("release check: " + check.passed + " passed, " + check.failed + " failed");
        System.exit(check.failed == 0 ? 0 : 1);
    }

    private void run(Path zip, Path packages, boolean required, Path temp) throws Exception {
        boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("win");
        if (windows) {
            System.out.println("release check: written for Linux and macOS (shell launcher, tar archive): not run");
            return;
        }
        Path unpacked = Files.createDirectories(temp.resolve("unpacked"));
        expect(Files.isRegularFile(zip), "the zip " + zip.getFileName() + " was made");
        if (!Files.isRegularFile(zip)) {
            return;
        }
        unzip(zip, unpacked);
        String folderName = zip.getFileName().toString().replaceFirst("\\.zip$", "");
        Path folder = unpacked.resolve(folderName);
        for (String name : List.of("escaque.jar", "escaque", "escaque.bat", "LEEME.txt", "README.txt",
                "LICENSE.txt", "THIRD-PARTY-NOTICES.txt", "licenses/Apache-2.0.txt")) {
            expect(Files.isRegularFile(folder.resolve(name)), "the zip holds " + folderName + "/" + name);
        }
        expect(Files.isExecutable(folder.resolve("escaque")), "the zip's launcher escaque is executable");
        String readme = Files.readString(folder.resolve("README.txt"));
        expect(!readme.contains("${"), "README.txt has its version filled in");

        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path jarData = temp.resolve("data-jar");
        serve("java -jar escaque.jar", List.of(java.toString(), "-jar", folder.resolve("escaque.jar").toString(),
                "serve", "--port", "0", "--no-browser", "--data-dir", jarData.toString()), temp, Map.of(), jarData);
        Path scriptData = temp.resolve("data-script");
        // The script finds Java in JAVA_HOME: this JDK's, as a player's installed Java would be.
        serve("the zip's ./escaque", List.of(folder.resolve("escaque").toString(), "serve", "--port", "0",
                "--no-browser", "--data-dir", scriptData.toString()), temp,
                Map.of("JAVA_HOME", System.getProperty("java.home")), scriptData);

        List<Path> images;
        try (Stream<Path> files = Files.list(packages)) {
            images = files.filter(path -> path.getFileName().toString()
                    .matches("escaque-.*-[a-z]+-[a-z0-9_]+\\.tar\\.gz")).toList();
        }
        if (images.isEmpty()) {
            if (required) {
                expect(false, "the app image's archive escaque-VERSION-OS-ARCH.tar.gz was made in " + packages);
            } else {
                System.out.println("release check: no app image in " + packages + " (no jpackage?): not checked");
            }
        } else {
            Path image = Files.createDirectories(temp.resolve("image"));
            Process untar = new ProcessBuilder("tar", "-xzf", images.get(0).toString(), "-C", image.toString())
                    .inheritIO().start();
            expect(untar.waitFor(120, TimeUnit.SECONDS) && untar.exitValue() == 0,
                    images.get(0).getFileName() + " unpacks");
            Path launcher = image.resolve("escaque/bin/escaque");
            expect(Files.isExecutable(launcher), "the app image's launcher escaque/bin/escaque is executable");
            Path home = Files.createDirectories(temp.resolve("home"));
            Path emptyPath = Files.createDirectories(temp.resolve("empty-path"));
            Map<String, String> environment = new HashMap<>();
            // Only HOME says where the home is (the JVM's user.home, from the password database, is another): the
            // app must follow it.
            environment.put("HOME", home.toString());
            environment.put("PATH", emptyPath.toString());
            boolean mac = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("mac");
            Path userData = mac ? home.resolve("Library/Application Support/Escaque")
                    : home.resolve(".local/share/escaque");
            if (Files.isExecutable(launcher)) {
                serve("the app image's launcher", List.of(launcher.toString(), "serve", "--port", "0",
                        "--no-browser"), temp, environment, userData);
            }
            Path release = image.resolve("escaque/lib/runtime/release");
            String text = Files.isRegularFile(release) ? Files.readString(release) : "";
            Matcher listed = Pattern.compile("MODULES=\"([^\"]*)\"").matcher(text);
            List<String> modules = listed.find() ? List.of(listed.group(1).split(" ")) : List.of();
            // A whole JDK has about 70 modules; the jar needs about ten.
            expect(modules.contains("java.base") && modules.contains("jdk.random") && modules.size() <= 20,
                    "the app image's runtime is a reduced one: " + modules);
        }

        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) {
            checkDeb(packages, required, temp);
        }
    }

    /** Starts one server, checks it answers and stops on SIGTERM, and that its games went to {@code data}. */
    private void serve(String what, List<String> command, Path workingDirectory, Map<String, String> environment,
            Path data) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).directory(workingDirectory.toFile())
                .redirectErrorStream(true);
        builder.environment().remove("XDG_DATA_HOME");
        builder.environment().remove("JAVA_HOME");
        builder.environment().remove("ESCAQUE_JAVA_OPTS");
        builder.environment().putAll(environment);
        System.out.println("release check: starting " + what + ": " + String.join(" ", command));
        Process process = builder.start();
        List<String> jvmWarnings = new java.util.concurrent.CopyOnWriteArrayList<>();
        CompletableFuture<String> url = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    System.out.println("  | " + line);
                    if (line.contains("[warning]") || line.contains("[error]")) {
                        jvmWarnings.add(line);
                    }
                    Matcher matcher = URL.matcher(line);
                    if (matcher.find()) {
                        url.complete(matcher.group(1));
                    }
                }
            } catch (IOException e) {
                // the process ended
            }
            url.complete(null);
        }, "output of " + what);
        reader.setDaemon(true);
        reader.start();
        try {
            String base;
            try {
                base = url.get(START_LIMIT.toSeconds(), TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                base = null;
            }
            expect(base != null, what + " starts and says where it listens");
            if (base == null) {
                return;
            }
            HttpResponse<String> api = get(base + "api");
            expect(api != null && api.statusCode() == 200 && api.body().contains("\"name\":\"Escaque\""),
                    what + ": GET /api answers 200 with the app's name");
            HttpResponse<String> home = get(base);
            boolean page = home != null && home.statusCode() == 200 && home.body().contains("<div id=\"app\">");
            expect(page, what + ": GET / answers 200 with the home page");
            Matcher script = Pattern.compile("src=\"(/assets/app-[^\"]+\\.js)\"").matcher(page ? home.body() : "");
            HttpResponse<String> bundle = script.find() ? get(base + script.group(1).substring(1)) : null;
            expect(bundle != null && bundle.statusCode() == 200 && bundle.body().length() > 10_000,
                    what + ": the page's script (the bundled UI) is served");
            playsFirstMove(what, base);
            if (data != null) {
                expect(Files.isRegularFile(data.resolve("escaque.db")), what + ": the games database is in " + data);
            }
        } finally {
            process.destroy();
            boolean stopped = process.waitFor(STOP_LIMIT.toSeconds(), TimeUnit.SECONDS);
            if (!stopped) {
                process.destroyForcibly().waitFor(STOP_LIMIT.toSeconds(), TimeUnit.SECONDS);
            }
            expect(stopped, what + " stops on SIGTERM");
            expect(jvmWarnings.isEmpty(), what + " starts with no JVM warning " + jvmWarnings);
        }
    }

    /**
     * A game against the computer, level 1, the person with Black: the computer's first move must come within 60
     * seconds (the engine, its random choices and the database at work in this runtime).
     */
    private void playsFirstMove(String what, String base) throws InterruptedException {
        HttpResponse<String> created = post(base + "api/games",
                "{\"mode\":\"computer\",\"level\":1,\"color\":\"black\"}");
        Matcher id = Pattern.compile("\"id\"\\s*:\\s*\"([^\"]+)\"").matcher(created == null ? "" : created.body());
        boolean made = created != null && created.statusCode() == 201 && id.find();
        expect(made, what + ": POST /api/games starts a game against the computer");
        if (!made) {
            if (created != null) {
                System.out.println("  | " + created.statusCode() + " " + created.body());
            }
            return;
        }
        Pattern moved = Pattern.compile("\"ply\"\\s*:\\s*[1-9]");
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        boolean played = false;
        while (!played && System.nanoTime() < deadline) {
            HttpResponse<String> state = get(base + "api/games/" + id.group(1));
            played = state != null && state.statusCode() == 200 && moved.matcher(state.body()).find();
            if (!played) {
                Thread.sleep(250);
            }
        }
        expect(played, what + ": the computer plays the first move");

        CompletableFuture<String> first = new CompletableFuture<>();
        WebSocket.Listener listener = new WebSocket.Listener() {
            private final StringBuilder text = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
                text.append(data);
                if (last) {
                    first.complete(text.toString());
                }
                socket.request(1);
                return null;
            }
        };
        String socketUrl = base.replaceFirst("^http", "ws") + "api/games/" + id.group(1) + "/socket";
        String message;
        try {
            WebSocket socket = HTTP.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
                    .buildAsync(URI.create(socketUrl), listener).get(15, TimeUnit.SECONDS);
            message = first.get(15, TimeUnit.SECONDS);
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "").get(5, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            System.out.println("release check: " + socketUrl + ": " + e);
            message = "";
        }
        expect(message.contains("\"kind\":\"state\""), what + ": the game's WebSocket sends its state");
    }

    private void checkDeb(Path packages, boolean required, Path temp) throws Exception {
        List<Path> debs;
        try (Stream<Path> files = Files.exists(packages) ? Files.list(packages) : Stream.empty()) {
            debs = files.filter(path -> path.getFileName().toString().endsWith(".deb")).toList();
        }
        if (debs.isEmpty()) {
            if (required) {
                expect(false, "a .deb was made in " + packages);
            } else {
                System.out.println("release check: no .deb in " + packages + " (no fakeroot/dpkg-deb?): not checked");
            }
            return;
        }
        Path root = Files.createDirectories(temp.resolve("deb"));
        Process unpack = new ProcessBuilder("dpkg-deb", "--extract", debs.get(0).toString(), root.toString())
                .inheritIO().start();
        expect(unpack.waitFor(120, TimeUnit.SECONDS) && unpack.exitValue() == 0, debs.get(0).getFileName()
                + " unpacks");
        Path opt = root.resolve("opt/escaque");
        expect(Files.isExecutable(opt.resolve("bin/escaque")) && Files.isRegularFile(opt.resolve("lib/app/escaque.jar"))
                && Files.isExecutable(opt.resolve("lib/runtime/bin/java")),
                debs.get(0).getFileName() + " holds the launcher, the jar and the runtime under /opt/escaque");
        String desktop = "";
        Path lib = opt.resolve("lib");
        try (Stream<Path> files = Files.isDirectory(lib) ? Files.list(lib) : Stream.empty()) {
            for (Path entry : files.filter(path -> path.toString().endsWith(".desktop")).toList()) {
                desktop += Files.readString(entry);
            }
        }
        expect(desktop.contains("Exec=/opt/escaque/bin/escaque") && desktop.contains("Terminal=true")
                && desktop.contains("Name=Escaque"), "its menu entry starts /opt/escaque/bin/escaque in a terminal");
        Process field = new ProcessBuilder("dpkg-deb", "--field", debs.get(0).toString(), "Maintainer")
                .redirectErrorStream(true).start();
        String maintainer = new String(field.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        field.waitFor(60, TimeUnit.SECONDS);
        expect(maintainer.equals("Escaque <escaque@example.org>"), "its Maintainer is the project's: " + maintainer);
    }

    /**
     * The web zip: the build's files at its root, each file that the page, the manifest and the service worker name
     * among them (a host serves exactly these), and the notices of the browser UI as the main zip has them.
     */
    private void checkWebZip(Path webZip, Path zip, Path temp) throws IOException {
        expect(Files.isRegularFile(webZip), "the web zip " + webZip.getFileName() + " was made");
        if (!Files.isRegularFile(webZip)) {
            return;
        }
        Path site = Files.createDirectories(temp.resolve("web"));
        unzip(webZip, site);
        String name = webZip.getFileName().toString();
        for (String file : List.of("index.html", "sw.js", "manifest.webmanifest", "LEEME.txt", "README.txt",
                "LICENSE.txt", "THIRD-PARTY-NOTICES.txt", "licenses/Apache-2.0.txt")) {
            expect(Files.isRegularFile(site.resolve(file)), name + " holds " + file + " at its root");
        }
        if (!Files.isRegularFile(site.resolve("index.html")) || !Files.isRegularFile(site.resolve("sw.js"))
                || !Files.isRegularFile(site.resolve("manifest.webmanifest"))) {
            return;
        }
        List<String> wasm;
        try (Stream<Path> files = Files.isDirectory(site.resolve("assets")) ? Files.list(site.resolve("assets"))
                : Stream.empty()) {
            wasm = files.map(path -> path.getFileName().toString()).filter(file -> file.endsWith(".wasm")).toList();
        }
        expect(!wasm.isEmpty(), name + " holds the WebAssembly module under assets/: " + wasm);
        expect(!Files.readString(site.resolve("README.txt")).contains("${"), name + ": README.txt has its version");
        Map<String, Pattern> references = Map.of(
                "index.html", Pattern.compile("(?:src|href|content)=\"(/[^\"]+)\""),
                "manifest.webmanifest", Pattern.compile("\"src\"\\s*:\\s*\"(/[^\"]+)\""),
                "sw.js", Pattern.compile("\\[\"(/[^\"]+)\",\"[0-9a-f]+\"\\]"));
        for (Map.Entry<String, Pattern> referring : references.entrySet()) {
            Matcher named = referring.getValue().matcher(Files.readString(site.resolve(referring.getKey())));
            List<String> missing = new ArrayList<>();
            int count = 0;
            while (named.find()) {
                count++;
                Path file = site.resolve(named.group(1).substring(1)).normalize();
                if (!file.startsWith(site) || !Files.isRegularFile(file)) {
                    missing.add(named.group(1));
                }
            }
            expect(count > 0 && missing.isEmpty(), name + ": the " + count + " files " + referring.getKey()
                    + " names are in it" + (missing.isEmpty() ? "" : "; missing: " + missing));
        }
        // The same components as the jar's browser UI, in the same words.
        Path unpacked = temp.resolve("unpacked").resolve(zip.getFileName().toString().replaceFirst("\\.zip$", ""));
        Path notices = unpacked.resolve("THIRD-PARTY-NOTICES.txt");
        if (Files.isRegularFile(notices) && Files.isRegularFile(site.resolve("THIRD-PARTY-NOTICES.txt"))) {
            String browserUi = browserUiNotices(Files.readString(notices));
            expect(!browserUi.isEmpty()
                    && Files.readString(site.resolve("THIRD-PARTY-NOTICES.txt")).contains(browserUi),
                    name + ": THIRD-PARTY-NOTICES.txt lists the browser UI's components as the zip's does");
        }
    }

    /** The list under "In the browser UI" of the zip's notices, up to the next blank line. */
    private static String browserUiNotices(String notices) {
        List<String> lines = notices.lines().toList();
        int start = 0;
        while (start < lines.size() && !lines.get(start).startsWith("In the browser UI")) {
            start++;
        }
        StringBuilder list = new StringBuilder();
        for (int i = start + 1; i < lines.size() && !lines.get(i).isBlank(); i++) {
            list.append(lines.get(i)).append('\n');
        }
        return list.toString();
    }

    private static HttpResponse<String> get(String url) {
        return send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10)).build());
    }

    private static HttpResponse<String> post(String url, String json) {
        return send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    private static HttpResponse<String> send(HttpRequest request) {
        String url = request.method() + " " + request.uri();
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            System.out.println("release check: " + url + ": " + e);
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private void expect(boolean condition, String what) {
        if (condition) {
            passed++;
            System.out.println("release check: ok   " + what);
        } else {
            failed++;
            System.out.println("release check: FAIL " + what);
        }
    }

    /** Unpacks a zip with the file modes it records (zipfs reads them), as unzip would. */
    private static void unzip(Path zip, Path into) throws IOException {
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        try (FileSystem archive = FileSystems.newFileSystem(zip, Map.of("enablePosixFileAttributes", "true"))) {
            Path root = archive.getPath("/");
            List<Path> entries;
            try (Stream<Path> walk = Files.walk(root)) {
                entries = walk.toList();
            }
            for (Path entry : entries) {
                Path target = into.resolve(root.relativize(entry).toString());
                if (!target.normalize().startsWith(into)) {
                    throw new IOException("zip entry outside the folder: " + entry);
                }
                if (Files.isDirectory(entry)) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                Files.copy(entry, target);
                if (posix) {
                    Set<PosixFilePermission> mode = Files.getPosixFilePermissions(entry);
                    Files.setPosixFilePermissions(target, mode);
                }
            }
        }
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
