package org.escaque.play;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Seat tokens, game ids and join codes. A token is 256 random bits, URL-safe; only its SHA-256 is kept (in memory and in
 * the database), so the database alone does not let anyone act for a player.
 */
public final class SeatTokens {

    private static final char[] ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();
    private static final int ID_LENGTH = 12;
    /** Upper-case letters and digits a person reads without doubt: no 0 or O, no 1 or I (32 symbols, 5 bits each). */
    public static final String JOIN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    /** A join code's length: 6 symbols, 30 random bits, enough at a few guesses a minute per address. */
    public static final int JOIN_CODE_LENGTH = 6;

    private final SecureRandom random = new SecureRandom();

    /** A new secret token. */
    public String newToken() {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A new game id: 12 characters from a 32-letter alphabet without look-alikes (60 random bits). */
    public String newGameId() {
        char[] id = new char[ID_LENGTH];
        for (int i = 0; i < ID_LENGTH; i++) {
            id[i] = ID_ALPHABET[random.nextInt(ID_ALPHABET.length)];
        }
        return new String(id);
    }

    /** A new join code: {@link #JOIN_CODE_LENGTH} symbols of {@link #JOIN_ALPHABET}. */
    public String newJoinCode() {
        char[] code = new char[JOIN_CODE_LENGTH];
        for (int i = 0; i < JOIN_CODE_LENGTH; i++) {
            code[i] = JOIN_ALPHABET.charAt(random.nextInt(JOIN_ALPHABET.length()));
        }
        return new String(code);
    }

    /**
     * A typed join code in its canonical form: upper case, without spaces or dashes; empty if it cannot be a code.
     */
    public static Optional<String> canonicalJoinCode(String typed) {
        String code = typed.strip().toUpperCase(java.util.Locale.ROOT).replace(" ", "").replace("-", "");
        if (code.length() != JOIN_CODE_LENGTH || !code.chars().allMatch(c -> JOIN_ALPHABET.indexOf(c) >= 0)) {
            return Optional.empty();
        }
        return Optional.of(code);
    }

    /** The stored form of a token. */
    public static String hash(String token) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** Whether {@code token} hashes to {@code storedHash}, compared in constant time. */
    public static boolean matches(String token, String storedHash) {
        return MessageDigest.isEqual(hash(token).getBytes(StandardCharsets.US_ASCII),
                storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
