package org.escaque.server.lan;

import java.net.InetAddress;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Server;
import org.escaque.server.game.transport.ApiTypes.DiscoveredGames;
import org.escaque.server.game.transport.ApiTypes.HelpCheck;
import org.escaque.server.game.transport.ApiTypes.JoinDetails;
import org.escaque.server.game.transport.ApiTypes.JoinHelp;
import org.escaque.server.game.transport.ApiTypes.JoinLink;
import org.escaque.server.game.play.JoinFacts;
import org.escaque.server.game.play.LanGames;
import org.escaque.server.game.transport.LanGamesObserver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Decides when the app listens on the local network and announces itself, and makes the join links. The app always
 * listens on loopback; it also listens on its network addresses ({@link LanListener}) while a LAN game is
 * unfinished, for {@link LanConfig#linger()} after the last one ended, or always with {@code --lan}; and it
 * announces itself over mDNS while a LAN game waits for its guest. After a restart with an unfinished LAN game in
 * storage it listens again at once. All decisions run on one worker thread; the addresses are looked at again
 * every {@link #RESCAN_SECONDS} s while listening (the computer may change networks).
 */
public final class LanHosting implements LanGamesObserver, AutoCloseable {

    /** How often the network addresses are looked at again while listening. */
    static final long RESCAN_SECONDS = 10;

    private static final Logger LOG = LoggerFactory.getLogger(LanHosting.class);

    private final LanConfig config;
    private final LanListener listener;
    private final LanDiscovery discovery;
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "lan-hosting");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicBoolean pending = new AtomicBoolean();
    private volatile Supplier<LanGames> games = () -> new LanGames(0, 0);
    private volatile boolean started;
    private volatile List<InetAddress> listening = List.of();
    // Used on the worker thread only.
    private int unfinishedBefore;
    private long lingerUntil;

    /**
     * Hosting as {@code config} says; it does nothing until {@link #start}. Every connection another device opens is
     * told to {@code connections}, which may close it.
     */
    public LanHosting(LanConfig config, Connection.Listener connections) {
        this.config = config;
        this.listener = new LanListener(connections);
        this.discovery = new LanDiscovery(config.discovery(), config.addresses());
    }

    /** Where the LAN game counts come from (the game service, made after this). */
    public void countGamesWith(Supplier<LanGames> counts) {
        this.games = counts;
    }

    /** Starts deciding, once the server listens on loopback (its first connector). */
    public void start(Server server) {
        worker.execute(() -> {
            listener.attach(server);
            started = true;
            evaluate();
        });
        worker.scheduleWithFixedDelay(this::evaluate, RESCAN_SECONDS, RESCAN_SECONDS, TimeUnit.SECONDS);
    }

    @Override
    public void lanGamesChanged() {
        if (pending.compareAndSet(false, true)) {
            worker.execute(this::evaluate);
        }
    }

    /** Waits (up to 3 s) until the listening matches the games now: a new LAN game's links work when given out. */
    public void settle() {
        try {
            worker.submit(this::evaluate).get(3, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException | RejectedExecutionException e) {
            LOG.warn("LAN hosting did not settle: {}", e.toString());
        }
    }

    /** Whether the app listens on the network now, and where. */
    public List<InetAddress> listeningAddresses() {
        return listening;
    }

    /** The app's port. */
    public int port() {
        return started ? listener.port() : 0;
    }

    /** The games other Escaques announce on the network (starts looking). */
    public DiscoveredGames discovered() {
        return discovery.discovered();
    }

    /** What the host's screen shows for a LAN game: code, links with QR codes, and help. */
    public JoinDetails joinDetails(JoinFacts facts) {
        List<JoinLink> links = new ArrayList<>();
        List<String> addresses = new ArrayList<>();
        for (InetAddress address : listening) {
            String url = "http://" + LanAddresses.urlHost(address) + ":" + port() + "/join/" + facts.code();
            links.add(new JoinLink(url, "/api/games/" + facts.gameId() + "/join/qr.svg?url="
                    + URLEncoder.encode(url, StandardCharsets.UTF_8)));
            addresses.add(LanAddresses.text(address));
        }
        return new JoinDetails(facts.code(), links, facts.waiting(), help(addresses));
    }

    private JoinHelp help(List<String> addresses) {
        int port = port();
        List<HelpCheck> checks = new ArrayList<>();
        if (addresses.isEmpty()) {
            checks.add(new HelpCheck("no-network", config.listening() == LanConfig.Listening.NEVER
                    ? "Escaque was started with --no-lan: it does not listen on the network."
                    : "This computer has no network address other devices could use: connect it to the Wi-Fi "
                    + "or wired network the guest is on."));
        }
        checks.add(new HelpCheck("same-network", "Both devices must be on the same network: the same Wi-Fi (not "
                + "one on the guest Wi-Fi and one on the main one) or the same wired network, and the phone not on "
                + "mobile data."));
        checks.add(new HelpCheck("client-isolation", "Some Wi-Fi networks keep devices apart (\"AP isolation\" or "
                + "\"client isolation\", usual on guest and public networks): use a network without it, or one "
                + "device's hotspot."));
        checks.add(new HelpCheck("firewall", "A firewall on this computer may block other devices: allow incoming "
                + "TCP connections on port " + port + " (on Linux, e.g. 'sudo ufw allow " + port + "/tcp'; on "
                + "Windows or macOS, allow Java when asked)."));
        return new JoinHelp(!addresses.isEmpty(), addresses, port, checks);
    }

    /** Listens and announces as the games now need. Runs on the worker thread. */
    private void evaluate() {
        pending.set(false);
        if (!started) {
            return;
        }
        try {
            LanGames now = games.get();
            long time = System.currentTimeMillis();
            if (unfinishedBefore > 0 && now.unfinished() == 0) {
                lingerUntil = time + config.linger().toMillis();
                worker.schedule(this::evaluate, config.linger().toMillis() + 10, TimeUnit.MILLISECONDS);
            }
            unfinishedBefore = now.unfinished();
            boolean listen = switch (config.listening()) {
                case ALWAYS -> true;
                case NEVER -> false;
                case ON_DEMAND -> now.unfinished() > 0 || time < lingerUntil;
            };
            listening = listener.listenOn(listen ? addressesToListenOn() : List.of());
            discovery.advertise(now.waiting() > 0 && !listening.isEmpty() ? Optional.of(port()) : Optional.empty());
        } catch (RuntimeException e) {
            LOG.error("LAN hosting failed to update", e);
        }
    }

    /**
     * The usable addresses now, and those listened on so far that are still this computer's: an interface that
     * loses its link for a moment keeps its connector, so a guest can come back the moment the link does.
     */
    private List<InetAddress> addressesToListenOn() {
        List<InetAddress> addresses = new ArrayList<>(config.addresses().get());
        for (InetAddress address : listening) {
            if (!addresses.contains(address) && LanAddresses.isAssigned(address)) {
                addresses.add(address);
            }
        }
        return addresses;
    }

    /** Stops listening on the network and announcing. */
    @Override
    public void close() {
        worker.execute(listener::stopAll);
        worker.shutdown();
        try {
            worker.awaitTermination(3, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        worker.shutdownNow();
        discovery.close();
    }
}
