package org.escaque.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class DataDirectoryTest {

    @Test
    void followsXdgOnLinux() {
        assertEquals(Path.of("/data/escaque"), DataDirectory.defaultPath(Map.of("XDG_DATA_HOME", "/data"), "Linux",
                "/home/ana"));
        assertEquals(Path.of("/home/ana/.local/share/escaque"), DataDirectory.defaultPath(Map.of(), "Linux",
                "/home/ana"));
        assertEquals(Path.of("/home/ana/.local/share/escaque"), DataDirectory.defaultPath(
                Map.of("XDG_DATA_HOME", "relative"), "Linux", "/home/ana"), "a relative XDG path is ignored");
    }

    @Test
    void usesTheMacFolderOnMacOs() {
        assertEquals(Path.of("/Users/ana/Library/Application Support/Escaque"),
                DataDirectory.defaultPath(Map.of(), "Mac OS X", "/Users/ana"));
    }

    @Test
    void honoursHomeOverThePasswordDatabasesHome() {
        // user.home comes from /etc/passwd; HOME, when set, is this account's home as every other program sees it.
        assertEquals(Path.of("/tmp/guest/.local/share/escaque"), DataDirectory.defaultPath(
                Map.of("HOME", "/tmp/guest"), "Linux", "/home/ana"));
        assertEquals(Path.of("/tmp/guest/Library/Application Support/Escaque"), DataDirectory.defaultPath(
                Map.of("HOME", "/tmp/guest"), "Mac OS X", "/Users/ana"));
        assertEquals(Path.of("/data/escaque"), DataDirectory.defaultPath(
                Map.of("HOME", "/tmp/guest", "XDG_DATA_HOME", "/data"), "Linux", "/home/ana"), "XDG_DATA_HOME first");
        assertEquals(Path.of("/home/ana/.local/share/escaque"), DataDirectory.defaultPath(
                Map.of("HOME", ""), "Linux", "/home/ana"), "an empty HOME is ignored");
        assertEquals(Path.of("/home/ana/.local/share/escaque"), DataDirectory.defaultPath(
                Map.of("HOME", "relative"), "Linux", "/home/ana"), "a relative HOME is ignored");
    }
}
