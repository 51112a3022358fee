package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import org.escaque.server.lan.AccessRules.Kind;
import org.junit.jupiter.api.Test;

/** Which requests another device may make: the pages, joining, and its own LAN game's routes; nothing else. */
final class AccessRulesTest {

    private static Kind kind(String method, String path) {
        return AccessRules.classify(method, path, false).kind();
    }

    @Test
    void thePagesAndTheirAssetsAreOpen() {
        for (String path : new String[] {"/", "/join", "/join/K7MX3P", "/game/abc234", "/rules",
            "/assets/app-1A2b.js", "/api/rules", "/manifest.webmanifest", "/sw.js"}) {
            assertEquals(Kind.PUBLIC, kind("GET", path), path);
        }
        assertEquals(Kind.JOIN, kind("POST", "/api/lan/join"));
    }

    @Test
    void aGamesOwnRoutesNameTheGame() {
        assertEquals(new AccessRules.Route(Kind.GAME_READ, Optional.of("abc234")), AccessRules.classify("GET",
                "/api/games/abc234", false));
        assertEquals(Kind.GAME_READ, kind("GET", "/api/games/abc234/pgn"));
        assertEquals(Kind.GAME_PLAY, kind("POST", "/api/games/abc234/moves"));
        assertEquals(Kind.GAME_PLAY, kind("POST", "/api/games/abc234/actions"));
        assertEquals(new AccessRules.Route(Kind.GAME_SOCKET, Optional.of("abc234")), AccessRules.classify("GET",
                "/api/games/abc234/socket", true));
    }

    @Test
    void everythingElseIsThisComputersAlone() {
        String[][] local = {{"POST", "/api/games"}, {"GET", "/api/games"}, {"POST", "/api/games/import"},
            {"GET", "/api/games/abc234/join"}, {"GET", "/api/games/abc234/join/qr.svg"},
            {"POST", "/api/games/abc234/seats"}, {"GET", "/api/lan/games"}, {"GET", "/api"}, {"GET", "/settings"},
            {"PUT", "/api/games/abc234/moves"}, {"GET", "/api/games/abc234/moves"}, {"HEAD", "/"},
            {"DELETE", "/api/games/abc234"}, {"GET", "/assets/../escaque.db"}, {"GET", "/assets/a%2F..%2Fb"},
            {"GET", "/api/games/ABC/pgn"}, {"GET", "/api/games/abc234/"}, {"GET", "//api/games"},
            {"GET", "/join/"}, {"GET", "/game/abc234/extra"}, {"POST", "/api/lan/join/x"}, {"GET", "/api/lan/join"},
            {"GET", "/api/games/abc234/socket"}, {"GET", "relative"},
            // Analyses use this computer's processor: asking for, following and exporting them are for it alone.
            {"POST", "/api/games/abc234/analysis"}, {"GET", "/api/games/abc234/analysis"},
            {"POST", "/api/games/abc234/analysis/cancel"}, {"GET", "/api/games/abc234/analysis/pgn"}};
        for (String[] request : local) {
            assertEquals(Kind.LOCAL_ONLY, kind(request[0], request[1]), request[0] + " " + request[1]);
        }
        assertEquals(Kind.LOCAL_ONLY, AccessRules.classify("GET", "/api/games/abc234", true).kind(),
                "only the socket path upgrades");
        assertEquals(Kind.LOCAL_ONLY, AccessRules.classify("GET", "/", true).kind());
    }

    @Test
    void onlyLoopbackAddressesAreLocal() throws UnknownHostException {
        assertTrue(AccessRules.isLocal(InetAddress.getByName("127.0.0.1")));
        assertTrue(AccessRules.isLocal(InetAddress.getByName("127.8.9.10")));
        assertTrue(AccessRules.isLocal(InetAddress.getByName("::1")));
        assertTrue(AccessRules.isLocal(InetAddress.getByName("::ffff:127.0.0.1")), "IPv4-mapped loopback");
        for (String remote : new String[] {"198.18.0.2", "0.0.0.0", "fe80::1", "2001:db8::5", "::ffff:198.18.0.2"}) {
            assertFalse(AccessRules.isLocal(InetAddress.getByName(remote)), remote);
        }
    }
}
