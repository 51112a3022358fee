package org.escaque.server.cli;

import java.util.Optional;
import org.escaque.core.InvalidPositionException;
import org.escaque.core.Fen;

/**
 * Reads {@code perft} arguments without picocli, whose start-up (reflection over every command's options)
 * costs more than counting a small perft, and the perft command is timed as a whole process against
 * Stockfish's. Only the plain forms are read here: {@code perft --depth N [--fen FEN] [--divide]
 * [--threads N]}, each option at most once, with or without {@code =}, values valid. Anything else (help,
 * errors, unusual spellings) is left to picocli and {@link PerftCommand}, so the messages stay the same.
 */
final class PerftArguments {

    private int depth = -1;
    private String fen;
    private boolean divide;
    private int threads = -1;

    private PerftArguments() {
    }

    /** The request when {@code args} is a plain, valid perft invocation; empty otherwise. */
    static Optional<PerftRequest> readPlain(String[] args) {
        if (args.length < 2 || !args[0].equals("perft")) {
            return Optional.empty();
        }
        PerftArguments read = new PerftArguments();
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg : arg.substring(0, equals);
            if (name.equals("--divide") && equals < 0 && !read.divide) {
                read.divide = true;
                continue;
            }
            String value = equals >= 0 ? arg.substring(equals + 1) : i + 1 < args.length ? args[++i] : "";
            if (!read.accept(name, value)) {
                return Optional.empty();
            }
        }
        if (read.depth < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(PerftRequest.of(read.depth, read.fen == null ? Fen.INITIAL : read.fen, read.divide,
                    read.threads < 0 ? 1 : read.threads));
        } catch (UsageException | InvalidPositionException e) {
            return Optional.empty();
        }
    }

    private boolean accept(String name, String value) {
        switch (name) {
            case "--depth" -> {
                if (depth >= 0 || !isSmallNumber(value)) {
                    return false;
                }
                depth = Integer.parseInt(value);
            }
            case "--threads" -> {
                if (threads >= 0 || !isSmallNumber(value)) {
                    return false;
                }
                threads = Integer.parseInt(value);
            }
            case "--fen" -> {
                if (fen != null || value.isEmpty() || value.startsWith("-") || value.startsWith("@")) {
                    return false;
                }
                fen = value;
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    private static boolean isSmallNumber(String text) {
        if (text.isEmpty() || text.length() > 3) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
