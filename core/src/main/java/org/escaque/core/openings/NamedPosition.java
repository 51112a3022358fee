package org.escaque.core.openings;

/**
 * The opening a game has reached: the name of the last position of the game that has one, and the half-move
 * after which that position stood ({@code ply}, 0 for the start position).
 */
public record NamedPosition(Opening opening, int ply) {
}
