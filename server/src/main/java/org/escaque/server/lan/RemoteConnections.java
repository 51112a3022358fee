package org.escaque.server.lan;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.io.Connection;
import org.escaque.server.http.RequestLimits;

/**
 * Counts the connections other devices hold open and closes, as soon as it opens, one over the limits: so many per
 * address, so many in all ({@link RequestLimits}). A device that opens dozens of connections and trickles bytes
 * into them gets only its share; this computer's own connections are not counted. Added to every connector.
 */
public final class RemoteConnections implements Connection.Listener {

    private final int perAddress;
    private final int total;
    private final ConcurrentHashMap<InetAddress, Integer> open = new ConcurrentHashMap<>();
    private final AtomicInteger all = new AtomicInteger();
    private final ConcurrentHashMap<Connection, InetAddress> counted = new ConcurrentHashMap<>();

    /** Connections counted against {@code limits}. */
    public RemoteConnections(RequestLimits limits) {
        this.perAddress = limits.connectionsPerAddress();
        this.total = limits.remoteConnections();
    }

    @Override
    public void onOpened(Connection connection) {
        InetAddress remote = remoteOf(connection);
        if (remote == null) {
            return;
        }
        counted.put(connection, remote);
        int fromAddress = open.merge(remote, 1, Integer::sum);
        int together = all.incrementAndGet();
        if (fromAddress > perAddress || together > total) {
            connection.close();
        }
    }

    @Override
    public void onClosed(Connection connection) {
        InetAddress remote = counted.remove(connection);
        if (remote == null) {
            return;
        }
        all.decrementAndGet();
        open.computeIfPresent(remote, (key, count) -> count <= 1 ? null : count - 1);
    }

    /** How many connections other devices hold open now. */
    public int openConnections() {
        return all.get();
    }

    /** The other device at the far end, or null for this computer (or an address that is not an IP one). */
    private static InetAddress remoteOf(Connection connection) {
        SocketAddress address = connection.getEndPoint().getRemoteSocketAddress();
        if (!(address instanceof InetSocketAddress socket) || socket.getAddress() == null) {
            return null;
        }
        InetAddress remote = socket.getAddress();
        return AccessRules.isLocal(remote) || LanAddresses.isAssigned(remote) ? null : remote;
    }
}
