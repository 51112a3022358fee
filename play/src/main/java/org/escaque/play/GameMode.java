package org.escaque.play;

import java.util.Optional;

/** How a game is played: both players at one device, two devices on one network, or against the computer. */
public enum GameMode {
    /** Two players, one device: the caller holds both seats. */
    HOTSEAT("hotseat"),
    /** Two devices on the same network: each holds its own seat. */
    LAN("lan"),
    /** One person against the computer. */
    COMPUTER("computer");

    private final String id;

    GameMode(String id) {
        this.id = id;
    }

    /** The API and database id, e.g. {@code "hotseat"}. */
    public String id() {
        return id;
    }

    /** The mode with this id. */
    public static Optional<GameMode> fromId(String id) {
        for (GameMode mode : values()) {
            if (mode.id.equals(id)) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }
}
