package org.escaque.server.lan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which addresses go in join links, and in which order. */
final class LanAddressesTest {

    private static InetAddress address(String text) throws UnknownHostException {
        return InetAddress.getByName(text);
    }

    @Test
    void containerVmAndVpnInterfacesAreLeftOut() {
        for (String name : new String[] {"wlan0", "wlp2s0", "eth0", "enp3s0", "en0", "br0", "Wi-Fi"}) {
            assertTrue(LanAddresses.isUsableInterfaceName(name), name);
        }
        for (String name : new String[] {"docker0", "br-1a2b3c", "veth12ab", "virbr0", "vmnet8", "vboxnet0", "tun0",
            "tap1", "wg0", "zt5u4y", "utun3", "tailscale0", "lxcbr0"}) {
            assertFalse(LanAddresses.isUsableInterfaceName(name), name);
        }
    }

    @Test
    void ipv4ComesFirstAndAddressesNoOtherDeviceCanUseAreLeftOut() throws UnknownHostException {
        List<InetAddress> ordered = LanAddresses.order(List.of(
                new LanAddresses.Candidate(address("2001:db8::7"), 2),
                new LanAddresses.Candidate(address("198.18.5.9"), 3),
                new LanAddresses.Candidate(address("198.18.0.1"), 2)));
        assertEquals(List.of(address("198.18.0.1"), address("198.18.5.9"), address("2001:db8::7")), ordered);
        assertTrue(LanAddresses.isUsable(address("198.18.0.1")));
        for (String unusable : new String[] {"127.0.0.1", "::1", "0.0.0.0", "fe80::1", "169.254.3.4", "224.0.0.251"}) {
            assertFalse(LanAddresses.isUsable(address(unusable)), unusable);
        }
        assertEquals("198.18.0.1", LanAddresses.urlHost(address("198.18.0.1")));
        assertEquals("[2001:db8::7]", LanAddresses.urlHost(address("2001:db8::7")));
    }

    @Test
    void ipv6AddressesAreWrittenInTheirShortForm() throws UnknownHostException {
        String[][] cases = {
            {"fd00:0:0:0:0:0:0:2", "fd00::2"},
            {"2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"},
            {"2001:db8:0:1:0:0:0:1", "2001:db8:0:1::1"},
            {"2001:db8:1:2:3:4:5:6", "2001:db8:1:2:3:4:5:6"},
            {"2001:db8:0:2:3:4:5:6", "2001:db8:0:2:3:4:5:6"},
            {"2001:DB8:0:0:0:0:0:0", "2001:db8::"},
            {"0:0:0:0:0:0:0:1", "::1"},
            {"0:0:0:0:0:0:0:0", "::"},
            {"fe80:0:0:0:1:2:3:4%1", "fe80::1:2:3:4"},
        };
        for (String[] each : cases) {
            assertEquals(each[1], LanAddresses.text(address(each[0])), each[0]);
        }
        assertEquals("198.18.0.1", LanAddresses.text(address("198.18.0.1")));
    }

    @Test
    void scanningNeverFailsAndNeverGivesALoopbackAddress() {
        assertTrue(LanAddresses.scan().stream().noneMatch(InetAddress::isLoopbackAddress));
    }
}
