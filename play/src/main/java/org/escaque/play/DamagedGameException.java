package org.escaque.play;

/** A stored game that cannot be replayed: a move illegal where it stands, an ending its moves contradict... */
public final class DamagedGameException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param why what cannot be replayed, for the log and the home page */
    public DamagedGameException(String why) {
        super(why);
    }
}
