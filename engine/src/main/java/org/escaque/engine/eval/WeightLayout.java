package org.escaque.engine.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * The named groups of the tuned weight vector and its text form. The file lists every group in order: its
 * name and size on one line, then that many {@code middlegame/endgame} pairs, eight to a line (so a
 * piece-square table reads as a diagram); {@code #} starts a comment line.
 */
final class WeightLayout {

    /** One named run of the vector. */
    record Group(String name, int offset, int size) {
    }

    private final List<Group> groups = new ArrayList<>();
    private int size;

    /** Adds a group at the end; returns its offset. */
    int group(String name, int length) {
        groups.add(new Group(name, size, length));
        size += length;
        return size - length;
    }

    int size() {
        return size;
    }

    List<Group> groups() {
        return List.copyOf(groups);
    }

    /** The name of entry {@code index}, e.g. {@code passed-pawn[5]}. */
    String nameOf(int index) {
        for (Group group : groups) {
            if (index >= group.offset() && index < group.offset() + group.size()) {
                return group.size() == 1 ? group.name() : group.name() + "[" + (index - group.offset()) + "]";
            }
        }
        throw new IndexOutOfBoundsException(index);
    }

    /** The index of the entry {@link #nameOf(int)} names {@code name}. */
    int indexOf(String name) {
        int bracket = name.indexOf('[');
        String groupName = bracket < 0 ? name : name.substring(0, bracket);
        for (Group group : groups) {
            if (!group.name().equals(groupName)) {
                continue;
            }
            if (bracket < 0 && group.size() == 1) {
                return group.offset();
            }
            int entry = bracket < 0 || !name.endsWith("]") ? -1 : parseEntry(name.substring(bracket + 1,
                    name.length() - 1));
            if (entry < 0 || entry >= group.size() || group.size() == 1) {
                throw new IllegalArgumentException("weights: the group '" + groupName + "' has " + group.size()
                        + (group.size() == 1 ? " entry, named without brackets" : " entries, [0] to ["
                        + (group.size() - 1) + "]") + "; '" + name + "' is not one of them");
            }
            return group.offset() + entry;
        }
        throw new IllegalArgumentException("weights: there is no group '" + groupName + "'");
    }

    private static int parseEntry(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Reads a vector of packed pairs; every group must be there, in order, with its size. */
    int[] parse(String text) {
        List<String> tokens = new ArrayList<>();
        for (String line : text.split("\n")) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                tokens.addAll(List.of(trimmed.split("\\s+")));
            }
        }
        int[] values = new int[size];
        int at = 0;
        for (Group group : groups) {
            if (at + 1 >= tokens.size() || !tokens.get(at).equals(group.name())) {
                throw new IllegalArgumentException("weights: expected the group '" + group.name() + "'");
            }
            if (!tokens.get(at + 1).equals(Integer.toString(group.size()))) {
                throw new IllegalArgumentException("weights: the group '" + group.name() + "' must have "
                        + group.size() + " entries");
            }
            at += 2;
            for (int i = 0; i < group.size(); i++, at++) {
                String token = at < tokens.size() ? tokens.get(at) : "";
                int slash = token.indexOf('/');
                try {
                    values[group.offset() + i] = Weights.pair(Integer.parseInt(token.substring(0, slash)),
                            Integer.parseInt(token.substring(slash + 1)));
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException("weights: '" + token + "' in the group '" + group.name()
                            + "' is not a middlegame/endgame pair");
                }
            }
        }
        if (at != tokens.size()) {
            throw new IllegalArgumentException("weights: unexpected '" + tokens.get(at) + "' after the last group");
        }
        return values;
    }

    /** The text form of {@code values}, after the comment lines {@code header}. */
    String format(int[] values, List<String> header) {
        StringBuilder text = new StringBuilder();
        for (String line : header) {
            text.append("# ").append(line).append('\n');
        }
        for (Group group : groups) {
            text.append('\n').append(group.name()).append(' ').append(group.size()).append('\n');
            for (int i = 0; i < group.size(); i++) {
                int value = values[group.offset() + i];
                String entry = Weights.middlegame(value) + "/" + Weights.endgame(value);
                text.append(i % 8 == 0 ? "" : " ").append(String.format("%9s", entry));
                if (i % 8 == 7 || i == group.size() - 1) {
                    text.append('\n');
                }
            }
        }
        return text.toString();
    }
}
