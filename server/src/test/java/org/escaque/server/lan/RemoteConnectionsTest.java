package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.escaque.server.http.RequestLimits;
import org.junit.jupiter.api.Test;

/** Other devices get their share of connections and no more; this computer's own are never counted. */
final class RemoteConnectionsTest {

    /** A connection from {@code address} that remembers whether it was closed. */
    private record Opened(Connection connection, AtomicBoolean closed) {
    }

    private static Opened from(String address) {
        InetSocketAddress remote = new InetSocketAddress(address, 40_000);
        EndPoint endPoint = (EndPoint) Proxy.newProxyInstance(RemoteConnectionsTest.class.getClassLoader(),
                new Class<?>[] {EndPoint.class}, (proxy, call, arguments) -> switch (call.getName()) {
                    case "getRemoteSocketAddress", "getRemoteAddress" -> remote;
                    default -> null;
                });
        AtomicBoolean closed = new AtomicBoolean();
        Connection connection = (Connection) Proxy.newProxyInstance(RemoteConnectionsTest.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, call, arguments) -> switch (call.getName()) {
                    case "getEndPoint" -> endPoint;
                    case "close" -> {
                        closed.set(true);
                        yield null;
                    }
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == arguments[0];
                    default -> null;
                });
        return new Opened(connection, closed);
    }

    private static final RequestLimits LIMITS = new RequestLimits(Duration.ofSeconds(10), 128, 3, 5, 2);

    private static List<Opened> open(RemoteConnections connections, String address, int count) {
        List<Opened> opened = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Opened one = from(address);
            connections.onOpened(one.connection());
            opened.add(one);
        }
        return opened;
    }

    @Test
    void oneDeviceHoldsOnlyItsShareAndAClosedOneFreesItsPlace() {
        RemoteConnections connections = new RemoteConnections(LIMITS);
        List<Opened> guest = open(connections, "198.18.0.2", 4);
        assertFalse(guest.get(0).closed().get() || guest.get(1).closed().get() || guest.get(2).closed().get());
        assertTrue(guest.get(3).closed().get(), "the fourth connection from one device is closed as it opens");
        connections.onClosed(guest.get(3).connection());
        assertEquals(3, connections.openConnections());

        connections.onClosed(guest.get(0).connection());
        assertFalse(open(connections, "198.18.0.2", 1).get(0).closed().get(), "a closed one frees its place");
    }

    @Test
    void allDevicesTogetherHoldOnlySoManyAndThisComputerIsNeverCounted() {
        RemoteConnections connections = new RemoteConnections(LIMITS);
        open(connections, "198.18.0.2", 3);
        List<Opened> second = open(connections, "198.18.0.3", 3);
        assertFalse(second.get(0).closed().get() || second.get(1).closed().get());
        assertTrue(second.get(2).closed().get(), "the sixth connection of all other devices is closed");

        List<Opened> own = open(connections, "127.0.0.1", 20);
        assertTrue(own.stream().noneMatch(one -> one.closed().get()), "this computer's connections always open");
        own.forEach(one -> connections.onClosed(one.connection()));
        connections.onClosed(second.get(2).connection());
        assertEquals(5, connections.openConnections());
    }
}
