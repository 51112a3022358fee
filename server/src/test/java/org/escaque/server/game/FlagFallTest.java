package org.escaque.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.escaque.server.ScriptedComputerPlayer;
import org.escaque.server.TestApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** With the real clock, a flag falls by the server's own timer: nobody has to ask. */
final class FlagFallTest {

    @TempDir
    Path folder;

    @Test
    void theFlagFallsWithoutAnyRequest() {
        try (TestApp app = new TestApp(folder, Clock.systemUTC(), new ScriptedComputerPlayer())) {
            Table table = Table.create(app, "hotseat", "\"timeControl\":\"0.02+0\"", List.of());
            table.play(List.of("e2e4", "e7e5"));
            try (SocketClient socket = SocketClient.open(app.port(), table.id(), "")) {
                JsonNode pushed = socket.await(message -> message.path("state").path("status").asText()
                        .equals("finished"), 5);
                assertEquals("timeout", pushed.get("state").get("termination").asText());
                assertEquals("0-1", pushed.get("state").get("result").asText());
                assertEquals(0, pushed.get("state").get("clocks").get("white").asLong());
            }
        }
    }
}
