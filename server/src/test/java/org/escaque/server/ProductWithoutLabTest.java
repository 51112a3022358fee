package org.escaque.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The app (the server's jar: the server with play, the engine and core) does not depend on the lab: the lab's tools
 * (match runner, tuners, trainers, load test, benchmarks) live in their own jar, which may depend on the app's
 * modules, never the other way round. Checked three ways: the server's pom declares no lab dependency, no lab class
 * is on the server's class path (nor comes in through another module), and no compiled server class names one.
 */
class ProductWithoutLabTest {

    private static final String LAB_ARTIFACT = "escaque-lab";
    private static final String LAB_PACKAGE = "org.escaque.lab";

    @Test
    void theServerPomDeclaresNoLabDependency() throws Exception {
        Path pom = Path.of("pom.xml");
        assertTrue(Files.isRegularFile(pom), "the tests run in the server module's folder: " + pom.toAbsolutePath());
        Element project = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile())
                .getDocumentElement();
        assertEquals("escaque-server", childText(project, "artifactId"), "this is the server's pom");
        List<String> artifacts = new ArrayList<>();
        NodeList dependencies = project.getElementsByTagName("dependency");
        for (int i = 0; i < dependencies.getLength(); i++) {
            artifacts.add(childText((Element) dependencies.item(i), "artifactId"));
        }
        assertTrue(artifacts.contains("escaque-engine"), "the dependencies were read: " + artifacts);
        assertTrue(!artifacts.contains(LAB_ARTIFACT), "server/pom.xml depends on " + LAB_ARTIFACT
                + ": the app must not carry the lab; a tool that needs the server belongs in the lab, "
                + "depending on the server");
    }

    @Test
    void noLabClassIsOnTheServersClassPath() {
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            String normalised = entry.replace('\\', '/');
            assertTrue(!normalised.contains("/" + LAB_ARTIFACT + "/") && !normalised.contains("/lab/target/")
                    && !Path.of(normalised).getFileName().toString().startsWith(LAB_ARTIFACT),
                    "the lab is on the server's class path (through a dependency of the app): " + entry);
        }
        assertThrows(ClassNotFoundException.class, () -> Class.forName(LAB_PACKAGE + ".match.MatchRunner"),
                "the lab's match runner can be loaded by the server");
    }

    @Test
    void noServerClassRefersToTheLab() throws IOException {
        Path classes = Path.of("target", "classes");
        assertTrue(Files.isDirectory(classes.resolve("org/escaque/server")), "the compiled server: "
                + classes.toAbsolutePath());
        // A class's constant pool names every class it uses, in the internal form (slashes), as UTF-8.
        byte[] lab = LAB_PACKAGE.replace('.', '/').concat("/").getBytes(StandardCharsets.UTF_8);
        List<String> found = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(path -> path.toString().endsWith(".class"))::iterator) {
                checked++;
                if (indexOf(Files.readAllBytes(file), lab) >= 0) {
                    found.add(classes.relativize(file).toString());
                }
            }
        }
        assertTrue(checked > 100, "the server's classes were read: " + checked);
        assertEquals(List.of(), found, "server classes that use the lab's (" + LAB_PACKAGE + ")");
    }

    private static String childText(Element parent, String name) {
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && element.getTagName().equals(name)) {
                return element.getTextContent().strip();
            }
        }
        return "";
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        outer:
        for (int i = 0; i + part.length <= bytes.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (bytes[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
