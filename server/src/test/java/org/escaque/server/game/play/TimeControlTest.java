package org.escaque.server.game.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.escaque.play.TimeControl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class TimeControlTest {

    @Test
    void readsTheUsualControls() {
        assertEquals(new TimeControl(180_000, 2_000), TimeControl.parse("3+2"));
        assertEquals(new TimeControl(900_000, 10_000), TimeControl.parse("15+10"));
        assertEquals(new TimeControl(1_800_000, 0), TimeControl.parse("30+0"));
        assertEquals(new TimeControl(30_000, 1_000), TimeControl.parse("0.5+1"));
        assertEquals("0.5+1", TimeControl.parse("0.5+1").text());
        assertEquals("5+0", TimeControl.parse("5+0").text());
        assertEquals("300+0", TimeControl.parse("5+0").pgnText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "5", "5+", "+3", "0+0", "0+5", "181+0", "5+181", "-1+0", "5+2.5", "1e2+0", "5 + 3"})
    void refusesWhatIsNotASaneControl(String text) {
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse(text));
    }
}
