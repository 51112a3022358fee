package org.escaque.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The PGN Date tag, worked out without java.time (for the WebAssembly build), is java.time's UTC day. */
class PgnExportDateTest {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    @Test
    void everyDayFrom1900To2400IsJavaTimes() {
        SplittableRandom random = new SplittableRandom(9);
        long from = Instant.parse("1900-01-01T00:00:00Z").toEpochMilli();
        long to = Instant.parse("2400-12-31T23:59:59Z").toEpochMilli();
        for (int i = 0; i < 200_000; i++) {
            long millis = from + random.nextLong(to - from);
            assertEquals(DATE.format(Instant.ofEpochMilli(millis)), PgnExport.date(millis), "at " + millis);
        }
        for (String edge : new String[] {"1970-01-01T00:00:00Z", "1969-12-31T23:59:59.999Z", "2000-02-29T12:00:00Z",
            "2100-03-01T00:00:00Z", "2026-12-05T23:59:59.999Z"}) {
            long millis = Instant.parse(edge).toEpochMilli();
            assertEquals(DATE.format(Instant.ofEpochMilli(millis)), PgnExport.date(millis), edge);
        }
    }
}
