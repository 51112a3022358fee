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
}
