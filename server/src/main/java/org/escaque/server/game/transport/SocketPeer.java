package org.escaque.server.game.transport;

import java.util.function.BooleanSupplier;

/**
 * Who is at the other end of a game socket, as the network gate found at the handshake: this computer, or another
 * device on the network. Another device's socket must prove a seat with its first message unless the game lets
 * anyone watch, and each of its messages spends from its address's request allowance.
 *
 * @param isRemote whether the peer is another device (not a loopback address)
 * @param mayReceive asked once per message: whether the peer may send one more now (false: rate-limited)
 */
public record SocketPeer(boolean isRemote, BooleanSupplier mayReceive) {

    /** The upgrade request attribute under which the network gate leaves the peer for the socket handler. */
    public static final String ATTRIBUTE = "escaque.socketPeer";

    /** A socket from this computer: trusted, never rate-limited. */
    public static SocketPeer local() {
        return new SocketPeer(false, () -> true);
    }
}
