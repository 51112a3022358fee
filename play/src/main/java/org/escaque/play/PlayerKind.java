package org.escaque.play;

/** Who sits in a seat. */
public enum PlayerKind {
    /** A person, who acts through the seat's secret token. */
    HUMAN("human"),
    /** The computer, which acts through a {@link ComputerPlayer}. */
    COMPUTER("computer");

    private final String id;

    PlayerKind(String id) {
        this.id = id;
    }

    /** The API and database id. */
    public String id() {
        return id;
    }

    /** The kind with this database id. */
    public static PlayerKind fromId(String id) {
        return id.equals(COMPUTER.id) ? COMPUTER : HUMAN;
    }
}
