package org.escaque.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.escaque.core.Color;
import org.escaque.play.refusal.Refusal;
import org.junit.jupiter.api.Test;

/** Players' names: given with a new game, read from a game's tags, swapped for a rematch. */
final class PlayerNamesTest {

    private static NewGame plan(String mode, String color) {
        return NewGame.plan(mode, null, null, color, null, null, () -> true);
    }

    @Test
    void namesGivenBecomeTheGamesWhiteAndBlackTags() {
        Map<String, String> names = new HashMap<>();
        names.put("white", " Ana ");
        names.put("black", null);
        NewGame named = plan("hotseat", null).withNames(names, null);
        assertEquals(Map.of(Color.WHITE, "Ana"), named.names());
        assertEquals(Map.of("White", "Ana"), named.nameTags());
        assertEquals(Map.of(), plan("hotseat", null).withNames(null, null).nameTags());
        assertEquals(Map.of("Black", "Eva"), plan("computer", "black").withNames(null, "Eva ").nameTags());
        assertEquals(Map.of("White", "Eva"), plan("lan", "white").withNames(null, "Eva").nameTags());
    }

    @Test
    void onlyTheCallersOwnSeatsAreNamed() {
        Refusal computer = assertThrows(Refusal.class, () -> plan("computer", "white")
                .withNames(Map.of("black", "X"), null));
        assertTrue(computer.getMessage().contains("name is your own"), computer.getMessage());
        assertThrows(Refusal.class, () -> plan("lan", "black").withNames(Map.of("white", "X"), null));
        Refusal hotseat = assertThrows(Refusal.class, () -> plan("hotseat", null).withNames(null, "X"));
        assertTrue(hotseat.getMessage().contains("names.white and names.black"), hotseat.getMessage());
    }

    @Test
    void theComputersOwnNameIsNotAPersonsName() {
        Map<String, String> tags = Map.of("White", "Ordenador de Escaque, nivel 5", "Black", "Eva");
        assertEquals(Map.of(Color.BLACK, "Eva"), PlayerNames.of(tags));
        assertEquals(Map.of(), PlayerNames.of(Map.of("White", "  ", "Black", "")));
    }

    @Test
    void aGuestsNameGoesWithItsSeatAndIsPutBackWithIt() {
        Map<Color, Seat> seats = new java.util.EnumMap<>(Color.class);
        seats.put(Color.WHITE, Seat.human("a".repeat(64)));
        seats.put(Color.BLACK, Seat.open());
        GameSession session = new GameSession("g", GameMode.LAN, org.escaque.core.Position.initial(), seats,
                java.util.Optional.empty(), Map.of("White", "Ana"), new Moment(1000, 1000),
                GameSession.LanSettings.NONE);
        GameSession.Snapshot before = session.snapshot();
        session.takeSeat(Color.BLACK, "b".repeat(64), java.util.Optional.of("Bruno"), new Moment(2000, 2000));
        assertEquals(Map.of(Color.WHITE, "Ana", Color.BLACK, "Bruno"), PlayerNames.of(session.tags()));
        // A seat that could not be stored is given back, and its name with it.
        session.rollBack(before);
        assertTrue(session.seat(Color.BLACK).tokenHash().isEmpty());
        assertEquals(Map.of("White", "Ana"), session.tags());
    }

    @Test
    void namesThatWouldMisleadAreRefused() {
        for (String name : new String[] {"Ana\u202Eanaj", "Ana\u2028Luis", "Ana\u2066x\u2069", "a\tb"}) {
            assertThrows(Refusal.class, () -> PlayerNames.checked("name", name), name);
        }
        // Letters of any script, and an emoji made of several code points, are names.
        assertEquals("José 👨‍👩‍👧 أحمد", PlayerNames.checked("name", " José 👨‍👩‍👧 أحمد ").orElseThrow());
    }

    @Test
    void aRematchSwapsTheNamesWithTheSeats() {
        assertEquals(Map.of("White", "Luis", "Black", "Ana"),
                PlayerNames.swappedTags(Map.of("White", "Ana", "Black", "Luis")));
        assertEquals(Map.of("Black", "Ana"), PlayerNames.swappedTags(Map.of("White", "Ana")));
    }

    @Test
    void aGameFromAPgnIsMarkedSo() {
        // An import marks the game, names alone or bare moves too; the mark is not written in its PGN.
        Map<String, String> named = PgnImport.read("[White \"Ana\"]\n[Black \"Luis\"]\n\n1. e4 *").tags();
        assertTrue(PlayerNames.imported(GameMode.HOTSEAT, named));
        assertTrue(PlayerNames.imported(GameMode.HOTSEAT, PgnImport.read("1. e4 *").tags()));
        assertEquals(Map.of("White", "Ana", "Black", "Luis"), PgnImport.withoutOwnTags(named));
        // A game made here has no tag but its names.
        assertFalse(PlayerNames.imported(GameMode.HOTSEAT, Map.of("White", "Ana", "Black", "Luis")));
        assertFalse(PlayerNames.imported(GameMode.HOTSEAT, Map.of()));
        // Imported before the mark: a hotseat game with more tags than the names.
        assertTrue(PlayerNames.imported(GameMode.HOTSEAT, Map.of("Event", "Club", "White", "Ana")));
        assertFalse(PlayerNames.imported(GameMode.COMPUTER, Map.of("Event", "x")));
    }
}
