package org.escaque.server.lan;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The addresses other devices on the local network can reach this computer at: those of interfaces that are up,
 * neither loopback nor point-to-point (VPN tunnels), and not known to be virtual (container and VM bridges, VPNs);
 * link-local IPv6 addresses are left out (a browser cannot use them in a link). IPv4 addresses come first.
 */
public final class LanAddresses {

    /** Name prefixes of interfaces that are virtual bridges or tunnels, not the network the guest is on. */
    private static final List<String> VIRTUAL_PREFIXES = List.of("docker", "br-", "veth", "virbr", "vmnet",
            "vboxnet", "lxcbr", "lxdbr", "podman", "cni", "flannel", "cali", "tun", "tap", "wg", "zt", "utun",
            "tailscale", "ham", "vnic", "vethernet");

    private LanAddresses() {
    }

    /** This computer's usable network addresses now; empty when it has none (or they cannot be read). */
    public static List<InetAddress> scan() {
        List<Candidate> candidates = new ArrayList<>();
        try {
            for (NetworkInterface network : NetworkInterface.networkInterfaces().toList()) {
                if (isUsable(network)) {
                    network.inetAddresses().filter(LanAddresses::isUsable)
                            .forEach(address -> candidates.add(new Candidate(address, network.getIndex())));
                }
            }
        } catch (SocketException e) {
            return List.of();
        }
        return order(candidates);
    }

    /**
     * Whether {@code address} is still one of this computer's, even on an interface that is down or has lost its
     * link for a moment (a Wi-Fi hiccup, a cable): the app keeps listening on it rather than cut and reopen.
     */
    public static boolean isAssigned(InetAddress address) {
        try {
            return NetworkInterface.getByInetAddress(address) != null;
        } catch (SocketException e) {
            return false;
        }
    }

    /** An address on an interface (its index orders addresses of one family). */
    record Candidate(InetAddress address, int interfaceIndex) {
    }

    /** IPv4 first, then by interface, then by the address's text: the first is the one to show. */
    static List<InetAddress> order(List<Candidate> candidates) {
        return candidates.stream()
                .sorted(Comparator.comparing((Candidate c) -> !(c.address() instanceof Inet4Address))
                        .thenComparingInt(Candidate::interfaceIndex)
                        .thenComparing(c -> c.address().getHostAddress()))
                .map(Candidate::address)
                .distinct()
                .toList();
    }

    private static boolean isUsable(NetworkInterface network) {
        try {
            return network.isUp() && !network.isLoopback() && !network.isPointToPoint() && !network.isVirtual()
                    && isUsableInterfaceName(network.getName());
        } catch (SocketException e) {
            return false;
        }
    }

    /** Whether an interface with this name may be the local network (not a container, VM or VPN interface). */
    static boolean isUsableInterfaceName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return VIRTUAL_PREFIXES.stream().noneMatch(lower::startsWith);
    }

    /** Whether another device could reach this address: not loopback, wildcard, multicast or link-local. */
    static boolean isUsable(InetAddress address) {
        return !address.isLoopbackAddress() && !address.isAnyLocalAddress() && !address.isMulticastAddress()
                && !address.isLinkLocalAddress();
    }

    /** The address as it goes in a URL: IPv6 in brackets, in its short form. */
    static String urlHost(InetAddress address) {
        return address instanceof Inet4Address ? text(address) : "[" + text(address) + "]";
    }

    /**
     * The address as people write it: IPv4 dotted, IPv6 in the short form of RFC 5952 (the longest run of two or
     * more zero groups, the first of equals, written {@code ::}; no zone), as a browser shows it: {@code fd00::2}
     * where Java writes {@code fd00:0:0:0:0:0:0:2}.
     */
    public static String text(InetAddress address) {
        if (address instanceof Inet4Address) {
            return address.getHostAddress();
        }
        byte[] bytes = address.getAddress();
        int[] groups = new int[8];
        for (int i = 0; i < 8; i++) {
            groups[i] = (bytes[2 * i] & 0xff) << 8 | bytes[2 * i + 1] & 0xff;
        }
        int bestStart = -1;
        int bestLength = 1;
        for (int i = 0; i < 8; i++) {
            int length = 0;
            while (i + length < 8 && groups[i + length] == 0) {
                length++;
            }
            if (length > bestLength) {
                bestStart = i;
                bestLength = length;
            }
            i += length;
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                text.append("::");
                i += bestLength - 1;
                continue;
            }
            if (text.length() > 0 && text.charAt(text.length() - 1) != ':') {
                text.append(':');
            }
            text.append(Integer.toHexString(groups[i]));
        }
        return text.toString();
    }
}
