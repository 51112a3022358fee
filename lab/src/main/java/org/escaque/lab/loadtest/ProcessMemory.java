package org.escaque.lab.loadtest;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/** Reads a process's resident memory ({@code VmRSS} in {@code /proc/PID/status}) and finds a server by its port. */
public final class ProcessMemory {

    private ProcessMemory() {
    }

    /** The resident set size of process {@code pid} in kibibytes, if Linux's /proc tells it. */
    public static OptionalLong residentKib(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return OptionalLong.of(Long.parseLong(line.replaceAll("[^0-9]", "")));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
        return OptionalLong.empty();
    }

    /** The process listening on TCP {@code port} (Linux: /proc/net/tcp and the processes' open sockets). */
    public static Optional<Long> listeningOn(int port) {
        Optional<String> inode = listeningInode(port);
        if (inode.isEmpty()) {
            return Optional.empty();
        }
        String link = "socket:[" + inode.get() + "]";
        try (DirectoryStream<Path> processes = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
            for (Path process : processes) {
                if (holdsSocket(process, link)) {
                    return Optional.of(Long.parseLong(process.getFileName().toString()));
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static Optional<String> listeningInode(int port) {
        String hexPort = String.format(Locale.ROOT, "%04X", port);
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            try {
                for (String line : Files.readAllLines(Path.of(table))) {
                    String[] fields = line.trim().split("\\s+");
                    if (fields.length > 9 && fields[1].endsWith(":" + hexPort) && fields[3].equals("0A")) {
                        return Optional.of(fields[9]);
                    }
                }
            } catch (IOException e) {
                // no such table here
            }
        }
        return Optional.empty();
    }

    private static boolean holdsSocket(Path process, String link) {
        try (DirectoryStream<Path> descriptors = Files.newDirectoryStream(process.resolve("fd"))) {
            for (Path descriptor : descriptors) {
                try {
                    if (Files.readSymbolicLink(descriptor).toString().equals(link)) {
                        return true;
                    }
                } catch (IOException e) {
                    // closed meanwhile
                }
            }
        } catch (IOException | SecurityException e) {
            return false;
        }
        return false;
    }
}
