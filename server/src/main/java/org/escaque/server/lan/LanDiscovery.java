package org.escaque.server.lan;

import java.io.IOException;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceEvent;
import javax.jmdns.ServiceInfo;
import javax.jmdns.ServiceListener;
import org.escaque.server.game.transport.ApiTypes.DiscoveredGame;
import org.escaque.server.game.transport.ApiTypes.DiscoveredGames;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Zeroconf (mDNS) for LAN games, through JmDNS: while this app hosts a game that waits for its guest it announces
 * a service of type {@link #SERVICE_TYPE} on each of its network addresses; while someone looks at the "games on
 * this network" list it browses for such services. The announcement says only that a game waits and where the
 * join page is (TXT {@code v=1}, {@code path=/join}); never the join code, which anyone on the network would then
 * read: the guest still types the code the host's screen shows. Every JmDNS call runs on one worker thread, and a
 * failure (no network, no multicast) leaves an empty list: discovery never stops the app.
 */
final class LanDiscovery implements AutoCloseable {

    /** The service type announced and looked for. */
    static final String SERVICE_TYPE = "_escaque._tcp.local.";
    /** How long the app keeps browsing after the list was last asked for. */
    static final long BROWSE_MILLIS = 5 * 60_000;

    private static final Logger LOG = LoggerFactory.getLogger(LanDiscovery.class);

    private final boolean enabled;
    private final Supplier<List<InetAddress>> addresses;
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "mdns");
        thread.setDaemon(true);
        return thread;
    });
    private final Map<String, DiscoveredGame> found = new ConcurrentHashMap<>();
    private final ServiceListener listener = new Listener();
    // The fields below are used on the worker thread only.
    private final Map<InetAddress, JmDNS> instances = new HashMap<>();
    private final Map<InetAddress, ServiceInfo> registered = new HashMap<>();
    private Optional<Integer> advertisedPort = Optional.empty();
    private volatile long browseUntil;
    private volatile boolean searching;
    private String serviceName;

    /** Discovery over {@code addresses}; does nothing at all unless {@code enabled}. */
    LanDiscovery(boolean enabled, Supplier<List<InetAddress>> addresses) {
        this.enabled = enabled;
        this.addresses = addresses;
        if (enabled) {
            worker.scheduleWithFixedDelay(this::refresh, 30, 30, TimeUnit.SECONDS);
        }
    }

    /** Announces a waiting game on {@code port}, or (empty) stops announcing. Returns at once. */
    void advertise(Optional<Integer> port) {
        if (enabled) {
            worker.execute(() -> {
                advertisedPort = port;
                refresh();
            });
        }
    }

    /** The games found so far; starts (or prolongs) browsing, so asking again a moment later finds more. */
    DiscoveredGames discovered() {
        if (!enabled) {
            return new DiscoveredGames(List.of(), false);
        }
        boolean wasBrowsing = System.currentTimeMillis() < browseUntil;
        browseUntil = System.currentTimeMillis() + BROWSE_MILLIS;
        if (!wasBrowsing) {
            worker.execute(this::refresh);
        }
        List<DiscoveredGame> games = new ArrayList<>(found.values());
        games.sort(Comparator.comparing(DiscoveredGame::name).thenComparing(DiscoveredGame::host));
        return new DiscoveredGames(games, searching);
    }

    /** Opens or closes JmDNS on each address and (un)registers the service as needed now. */
    private void refresh() {
        try {
            boolean browsing = System.currentTimeMillis() < browseUntil;
            List<InetAddress> wanted = advertisedPort.isPresent() || browsing ? addresses.get() : List.of();
            for (InetAddress address : List.copyOf(instances.keySet())) {
                if (!wanted.contains(address)) {
                    closeInstance(address);
                }
            }
            for (InetAddress address : wanted) {
                Optional.ofNullable(instances.get(address)).or(() -> openInstance(address))
                        .ifPresent(jmdns -> announce(address, jmdns));
            }
            searching = !instances.isEmpty();
            if (instances.isEmpty()) {
                found.clear();
            }
        } catch (RuntimeException e) {
            LOG.warn("mDNS: {}", e.toString());
        }
    }

    private Optional<JmDNS> openInstance(InetAddress address) {
        try {
            JmDNS jmdns = JmDNS.create(address, "escaque-" + Integer.toHexString(address.hashCode()));
            jmdns.addServiceListener(SERVICE_TYPE, listener);
            instances.put(address, jmdns);
            return Optional.of(jmdns);
        } catch (IOException | RuntimeException e) {
            LOG.info("mDNS is not available on {} ({}); games there are not announced or found",
                    address.getHostAddress(), e.getMessage());
            return Optional.empty();
        }
    }

    private void announce(InetAddress address, JmDNS jmdns) {
        ServiceInfo current = registered.get(address);
        if (advertisedPort.isEmpty() || (current != null && current.getPort() != advertisedPort.get())) {
            if (current != null) {
                jmdns.unregisterService(current);
                registered.remove(address);
            }
        }
        if (advertisedPort.isPresent() && !registered.containsKey(address)) {
            ServiceInfo info = ServiceInfo.create(SERVICE_TYPE, serviceName(), advertisedPort.get(), 0, 0,
                    Map.of("v", "1", "path", "/join"));
            try {
                jmdns.registerService(info);
                registered.put(address, info);
            } catch (IOException e) {
                LOG.info("mDNS: cannot announce the game on {} ({})", address.getHostAddress(), e.getMessage());
            }
        }
    }

    private void closeInstance(InetAddress address) {
        JmDNS jmdns = instances.remove(address);
        registered.remove(address);
        try {
            jmdns.unregisterAllServices();
            jmdns.close();
        } catch (IOException | RuntimeException e) {
            LOG.debug("mDNS: closing on {}: {}", address.getHostAddress(), e.toString());
        }
    }

    /** "Escaque on <this computer's name>", the name guests see in their list. */
    private String serviceName() {
        if (serviceName == null) {
            String host;
            try {
                host = InetAddress.getLocalHost().getHostName().replaceFirst("\\..*$", "");
            } catch (IOException e) {
                host = "";
            }
            serviceName = host.isBlank() ? "Escaque" : "Escaque on " + host;
        }
        return serviceName;
    }

    /** Stops announcing (sending goodbyes) and browsing; waits up to 3 s for JmDNS to close. */
    @Override
    public void close() {
        if (!enabled) {
            return;
        }
        worker.execute(() -> List.copyOf(instances.keySet()).forEach(this::closeInstance));
        worker.shutdown();
        try {
            worker.awaitTermination(3, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        worker.shutdownNow();
    }

    /** Keeps {@link #found} up to date from JmDNS's threads. */
    private final class Listener implements ServiceListener {

        @Override
        public void serviceAdded(ServiceEvent event) {
            event.getDNS().requestServiceInfo(event.getType(), event.getName());
        }

        @Override
        public void serviceRemoved(ServiceEvent event) {
            found.remove(event.getName());
        }

        @Override
        public void serviceResolved(ServiceEvent event) {
            ServiceInfo info = event.getInfo();
            List<InetAddress> hosts = new ArrayList<>(List.of(info.getInet4Addresses()));
            hosts.addAll(List.of(info.getInet6Addresses()));
            hosts.removeIf(host -> !LanAddresses.isUsable(host) || addresses.get().contains(host));
            if (hosts.isEmpty() || info.getPort() <= 0) {
                return;
            }
            String host = LanAddresses.urlHost(hosts.get(0));
            String path = Optional.ofNullable(info.getPropertyString("path")).filter(p -> p.matches("/[a-z]{1,16}"))
                    .orElse("/join");
            found.put(info.getName(), new DiscoveredGame(info.getName(), host.replace("[", "").replace("]", ""),
                    info.getPort(), "http://" + host + ":" + info.getPort() + path));
        }
    }
}
