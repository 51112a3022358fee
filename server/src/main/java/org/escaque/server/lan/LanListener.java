package org.escaque.server.lan;

import java.net.InetAddress;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The app's ears on the local network: one extra Jetty connector per network address, on the same port as the
 * loopback one, added and removed while the app runs (no restart). One connector per address rather than one on
 * the wildcard address, because the wildcard address cannot share a port with the loopback connector; stopping a
 * connector also closes the connections that came through it. Not thread-safe: {@link LanHosting} calls it from
 * its one worker thread.
 */
final class LanListener {

    private static final Logger LOG = LoggerFactory.getLogger(LanListener.class);

    private final Map<InetAddress, ServerConnector> connectors = new LinkedHashMap<>();
    private final Connection.Listener connections;
    private Server server;
    private ServerConnector main;

    /** A listener whose connectors tell {@code connections} of each connection (which may close it). */
    LanListener(Connection.Listener connections) {
        this.connections = connections;
    }

    /**
     * Listens beside the started server's first connector, which is told of connections too (started on the
     * wildcard address, it is where other devices come in).
     */
    void attach(Server started) {
        this.server = started;
        this.main = (ServerConnector) started.getConnectors()[0];
        main.addBean(connections);
    }

    /** The app's port (the loopback connector's). */
    int port() {
        return main.getLocalPort();
    }

    /** Whether the app was started on the wildcard address ({@code --host 0.0.0.0}): it listens everywhere already. */
    boolean listensEverywhere() {
        String host = main.getHost();
        return host == null || host.equals("0.0.0.0") || host.equals("::") || host.equals("[::]");
    }

    /**
     * Listens on exactly {@code addresses} (besides the loopback connector): starts the missing connectors, stops
     * the others. An address that cannot be listened on is logged and left out. Returns the addresses listened on.
     */
    List<InetAddress> listenOn(List<InetAddress> addresses) {
        if (listensEverywhere()) {
            return addresses;
        }
        for (InetAddress address : List.copyOf(connectors.keySet())) {
            if (!addresses.contains(address)) {
                stop(address);
            }
        }
        for (InetAddress address : addresses) {
            if (!connectors.containsKey(address) && !address.getHostAddress().equals(main.getHost())) {
                start(address);
            }
        }
        List<InetAddress> listening = new ArrayList<>();
        for (InetAddress address : addresses) {
            if (connectors.containsKey(address) || address.getHostAddress().equals(main.getHost())) {
                listening.add(address);
            }
        }
        return listening;
    }

    /** Stops every network connector. */
    void stopAll() {
        for (InetAddress address : List.copyOf(connectors.keySet())) {
            stop(address);
        }
    }

    private void start(InetAddress address) {
        HttpConfiguration configuration = main.getConnectionFactory(HttpConnectionFactory.class).getHttpConfiguration();
        ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(configuration));
        connector.setHost(address.getHostAddress());
        connector.setPort(port());
        connector.setIdleTimeout(main.getIdleTimeout());
        connector.setName("lan-" + address.getHostAddress());
        connector.addBean(connections);
        try {
            server.addConnector(connector);
            connector.start();
            connectors.put(address, connector);
            LOG.info("listening on the local network at {}:{}", LanAddresses.urlHost(address), port());
        } catch (Exception e) {
            server.removeConnector(connector);
            LOG.warn("cannot listen on {}:{} ({}); other devices cannot join through that address",
                    LanAddresses.urlHost(address), port(), e.getMessage());
        }
    }

    private void stop(InetAddress address) {
        Connector connector = connectors.remove(address);
        try {
            connector.stop();
        } catch (Exception e) {
            LOG.warn("could not stop listening on {}: {}", address.getHostAddress(), e.getMessage());
        }
        server.removeConnector(connector);
        LOG.info("stopped listening on the local network at {}", LanAddresses.urlHost(address));
    }
}
