package org.escaque.core.openings;

import java.util.Objects;

/**
 * A named opening: its ECO code ({@code A00} to {@code E99}) and its English name, {@code Family: Variation,
 * Subvariation} (e.g. {@code "Sicilian Defense: Najdorf Variation"}).
 */
public record Opening(String eco, String name) {

    public Opening {
        Objects.requireNonNull(eco, "eco");
        Objects.requireNonNull(name, "name");
    }

    /** The family, the part of the name before the first colon ({@code "Sicilian Defense"}). */
    public String family() {
        int colon = name.indexOf(':');
        return colon < 0 ? name : name.substring(0, colon);
    }
}
