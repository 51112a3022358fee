import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Makes Escaque's app image, a folder that runs with nothing installed, and on Linux a .deb of it:
 * <ol>
 * <li>{@code jdeps} lists the JDK modules the jar names; the service modules it loads by name are added, and the
 * modules only unused code names are taken out;</li>
 * <li>{@code jlink} makes a runtime of only those (no debug data, headers or manual pages);</li>
 * <li>{@code jpackage} puts the jar and that runtime behind a native launcher: {@code OUT/escaque/bin/escaque},
 * archived as {@code RELEASE/escaque-VERSION-linux-x64.tar.gz};</li>
 * <li>where {@code fakeroot} and {@code dpkg-deb} are on the PATH, {@code jpackage} makes
 * {@code RELEASE/escaque_VERSION-1_ARCH.deb} of that image (installed in {@code /opt/escaque}, with a menu
 * entry).</li>
 * </ol>
 * The tools are the JDK's that runs this file. Without {@code jpackage} (or, on Linux, without the .deb tools) it
 * says what it left out and exits 0, or 1 when {@code --required true}.
 *
 * <p>Run by the dist module's build as {@code java AppImage.java --jar JAR --version V --license FILE
 * --resources DIR --out DIR [--release DIR] [--required true|false]}: RESOURCES holds jpackage's resources (the
 * menu entry), OUT is a work folder, emptied first, and RELEASE (default OUT) gets the archive and the .deb.
 */
public final class AppImage {

    /**
     * The launcher's JVM settings, the same as {@code ./escaque serve}'s (see that script for why): the young
     * generation capped (MaxNewSize), not fixed (-Xmn24m over a 16 MB start had the JVM warn "NewSize was set larger
     * than initial heap size" at every start).
     */
    static final String JAVA_OPTIONS = "-XX:+UseSerialGC -Xms16m -XX:MaxNewSize=24m -XX:MinHeapFreeRatio=70"
            + " -XX:MaxHeapFreeRatio=90 -Xmx384m -Xss512k";

    /**
     * The .deb's Maintainer address (dpkg's {@code Maintainer: Escaque <...>}, the vendor's name with it). The project
     * has no mailbox of its own: example.org is reserved for examples (RFC 2606), so the field says who packaged it
     * without pointing at any real person's or organisation's address. Replace it when the project has a contact.
     */
    static final String DEB_MAINTAINER = "escaque@example.org";

    static final String MAIN_CLASS = "org.escaque.server.cli.Main";

    /**
     * Modules the app loads as services, which jdeps cannot see in the bytecode: jdk.random holds the algorithm
     * behind {@code RandomGenerator.getDefault()} (the colour a "random" game gives, the computer's choices).
     * The release check starts a game against the computer in the app image, so a module missing here fails it.
     */
    static final List<String> SERVICE_MODULES = List.of("jdk.random");

    /**
     * Modules jdeps lists that the app never loads: java.desktop is named only by code the app does not run
     * (Jackson's optional java.beans support, which it looks for and goes on without, and Jetty's AWT leak
     * preventer and bean-introspector cleaner, which Javalin does not install). Leaving it out saves 11 MB and the
     * X11, ALSA and font libraries the .deb would otherwise depend on. The whole browser test suite passed with the
     * server on such a runtime, and the release check plays through HTTP, JSON, the WebSocket, the engine and SQLite
     * on the app image itself.
     */
    static final List<String> UNUSED_MODULES = List.of("java.desktop");

    public static void main(String[] args) throws Exception {
        Map<String, String> options = options(args);
        Path jar = Path.of(options.get("--jar")).toAbsolutePath();
        String version = options.get("--version");
        Path license = Path.of(options.get("--license")).toAbsolutePath();
        Path out = Path.of(options.get("--out")).toAbsolutePath();
        Path release = Path.of(options.getOrDefault("--release", options.get("--out"))).toAbsolutePath();
        boolean required = Boolean.parseBoolean(options.getOrDefault("--required", "false"));
        Path resources = Path.of(options.get("--resources")).toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            fail("no jar at " + jar + " (the server module builds it)");
        }
        Path bin = Path.of(System.getProperty("java.home"), "bin");
        boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("win");
        Path jpackage = bin.resolve(windows ? "jpackage.exe" : "jpackage");
        if (!Files.isExecutable(jpackage)) {
            skip(required, "this JDK (" + System.getProperty("java.home") + ") has no jpackage: no app image made");
            return;
        }
        delete(out);
        Files.createDirectories(out);
        Files.createDirectories(release);
        try (Stream<Path> old = Files.list(release)) {
            for (Path file : old.filter(path -> path.getFileName().toString().matches(
                    "escaque[-_].*\\.(deb|tar\\.gz)")).toList()) {
                Files.delete(file);
            }
        }
        Path input = Files.createDirectories(out.resolve("input"));
        Files.copy(jar, input.resolve("escaque.jar"), StandardCopyOption.REPLACE_EXISTING);

        String modules = run(List.of(bin.resolve("jdeps").toString(), "--print-module-deps", "--ignore-missing-deps",
                "--multi-release", "17", jar.toString())).strip();
        if (!modules.matches("[a-z0-9.]+(,[a-z0-9.]+)*")) {
            fail("jdeps gave no module list but: " + modules);
        }
        List<String> chosen = new ArrayList<>(List.of(modules.split(",")));
        chosen.removeAll(UNUSED_MODULES);
        chosen.addAll(SERVICE_MODULES);
        modules = String.join(",", chosen);
        System.out.println("release: the runtime holds " + modules);
        Path runtime = out.resolve("runtime");
        run(List.of(bin.resolve("jlink").toString(), "--add-modules", modules, "--strip-debug", "--no-header-files",
                "--no-man-pages", "--compress=2", "--output", runtime.toString()));

        String appVersion = packageVersion(version);
        Path icon = out.resolve("escaque.png");
        drawIcon(icon);
        List<String> common = List.of("--name", "escaque", "--app-version", appVersion, "--vendor", "Escaque",
                "--description", "Chess by the FIDE Laws, in the browser / Ajedrez según las Leyes de la FIDE",
                "--icon", icon.toString(), "--dest", out.toString());
        List<String> image = new ArrayList<>(List.of(jpackage.toString(), "--type", "app-image", "--input",
                input.toString(), "--main-jar", "escaque.jar", "--main-class", MAIN_CLASS, "--runtime-image",
                runtime.toString(), "--java-options", JAVA_OPTIONS));
        image.addAll(common);
        run(image);
        Path app = out.resolve("escaque");
        System.out.println("release: app image " + app + " (" + size(app) / (1024 * 1024) + " MB)");
        if (!windows) {
            // What a player downloads: the image as one archive (tar keeps the launcher executable).
            Path archive = release.resolve("escaque-" + version + "-" + platform() + ".tar.gz");
            run(List.of("tar", "-czf", archive.toString(), "-C", out.toString(), "escaque"));
            System.out.println("release: " + archive + " (" + Files.size(archive) / (1024 * 1024) + " MB)");
        }

        if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) {
            return;
        }
        List<String> missing = Stream.of("fakeroot", "dpkg-deb").filter(tool -> !onPath(tool)).toList();
        if (!missing.isEmpty()) {
            skip(required, "no " + String.join(" nor ", missing) + " on the PATH: no .deb made");
            return;
        }
        // jpackage's resources: the menu entry (RESOURCES/escaque.desktop) opens a terminal, as the zip's launchers
        // run in one: it shows where the app listens, and closing it stops the app, which would otherwise go on
        // unseen; and the menu's icon.
        Path debResources = Files.createDirectories(out.resolve("resources"));
        try (Stream<Path> files = Files.list(resources)) {
            for (Path file : files.toList()) {
                Files.copy(file, debResources.resolve(file.getFileName()));
            }
        }
        Files.copy(icon, debResources.resolve("escaque.png"));
        List<String> deb = new ArrayList<>(List.of(jpackage.toString(), "--type", "deb", "--app-image",
                app.toString(), "--license-file", license.toString(), "--linux-package-name", "escaque",
                "--linux-app-category", "games", "--linux-shortcut", "--linux-deb-maintainer", DEB_MAINTAINER,
                "--resource-dir", debResources.toString()));
        deb.addAll(common);
        deb.set(deb.indexOf("--dest") + 1, release.toString());
        // gzip rather than dpkg-deb's default xz: the runtime inside is compressed already (jlink --compress=2),
        // so xz saves little and took minutes on a busy two-core machine; every dpkg can read gzip.
        Map<String, String> compression = System.getenv().containsKey("DPKG_DEB_COMPRESSOR_TYPE") ? Map.of()
                : Map.of("DPKG_DEB_COMPRESSOR_TYPE", "gzip");
        run(deb, compression);
        try (Stream<Path> made = Files.list(release)) {
            made.filter(path -> path.getFileName().toString().endsWith(".deb"))
                    .forEach(path -> System.out.println("release: package " + path));
        }
    }

    /** The system and processor the image runs on, as in the archive's name: linux-x64, mac-aarch64, ... */
    static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String name = os.contains("mac") ? "mac" : os.contains("win") ? "windows" : os.replaceAll("[^a-z]", "");
        String arch = System.getProperty("os.arch", "");
        return name + "-" + (arch.equals("amd64") || arch.equals("x86_64") ? "x64" : arch);
    }

    /**
     * The version as jpackage takes it (one to three numbers): the project's version up to its first non-numeric
     * part, so 0.1.0-SNAPSHOT packages as 0.1.0.
     */
    static String packageVersion(String version) {
        String numeric = version.replaceFirst("^([0-9]+(\\.[0-9]+){0,2}).*$", "$1");
        if (!numeric.matches("[0-9]+(\\.[0-9]+){0,2}")) {
            fail("the version '" + version + "' does not start with a number");
        }
        return numeric;
    }

    /** The app's icon, as the page's: a 2×2 board of chessground's light and dark squares. */
    static void drawIcon(Path file) throws IOException {
        int size = 128;
        java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(size, size,
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        int light = 0xf0d9b5;
        int dark = 0xb58863;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                image.setRGB(x, y, (x < size / 2) == (y < size / 2) ? dark : light);
            }
        }
        if (!javax.imageio.ImageIO.write(image, "png", file.toFile())) {
            fail("no PNG writer for the icon");
        }
    }

    private static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        for (String name : List.of("--jar", "--version", "--license", "--resources", "--out")) {
            if (!options.containsKey(name)) {
                fail("missing " + name);
            }
        }
        return options;
    }

    /** Runs a tool, its errors shown as they come; its standard output, or failure with its exit code. */
    private static String run(List<String> command) throws IOException, InterruptedException {
        return run(command, Map.of());
    }

    private static String run(List<String> command, Map<String, String> environment)
            throws IOException, InterruptedException {
        System.out.println("release: " + String.join(" ", command));
        long start = System.nanoTime();
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
        builder.environment().putAll(environment);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = process.waitFor();
        if (status != 0) {
            System.out.print(output);
            fail(Path.of(command.get(0)).getFileName() + " failed (exit " + status + ")");
        }
        System.out.printf("release: %s took %.0f s%n", Path.of(command.get(0)).getFileName(),
                (System.nanoTime() - start) / 1e9);
        return output;
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(java.io.File.pathSeparator))
                .anyMatch(folder -> Files.isExecutable(Path.of(folder, program)));
    }

    private static long size(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private static void skip(boolean required, String message) {
        if (required) {
            fail(message);
        }
        System.out.println("release: " + message);
    }

    private static void fail(String message) {
        System.err.println("release: " + message);
        System.exit(1);
    }
}
