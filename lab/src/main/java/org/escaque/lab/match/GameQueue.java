package org.escaque.lab.match;

import java.util.Set;

/**
 * Hands a match's game numbers to its workers and says when to stop: once every game is started, once the match is
 * stopped from outside, or once the sequential test has decided <em>with every game under way counted</em>. A game
 * that ends after the verdict is counted and may undo it (a test that crossed its bound by one game can fall back
 * inside with the next); then play goes on. So the verdict a match ends on is the one all its counted games give,
 * never one that a game finished later contradicts.
 */
final class GameQueue {

    private final int games;
    private final Set<Integer> played;
    private int next;
    private int underWay;
    private boolean decided;
    private boolean stopped;

    /**
     * @param games how many games the match has, numbered from 0
     * @param played the numbers of games already played (a resumed match's), never handed out
     */
    GameQueue(int games, Set<Integer> played) {
        this.games = games;
        this.played = Set.copyOf(played);
    }

    /**
     * The number of the next game to play, or -1 when there is none to play. While the test has decided and games
     * are under way, waits for them: their results decide whether play goes on.
     */
    synchronized int take() throws InterruptedException {
        while (!stopped) {
            if (decided) {
                if (underWay == 0) {
                    return -1;
                }
                wait();
                continue;
            }
            while (next < games && played.contains(next)) {
                next++;
            }
            if (next >= games) {
                return -1;
            }
            underWay++;
            return next++;
        }
        return -1;
    }

    /** Whether the sequential test has decided on the games counted so far (each count says it again). */
    synchronized void verdict(boolean decided) {
        this.decided = decided;
        notifyAll();
    }

    /** A game handed out by {@link #take()} is over: counted, or dropped. */
    synchronized void done() {
        underWay--;
        notifyAll();
    }

    /** No game is handed out any more; workers waiting are let go. */
    synchronized void stop() {
        stopped = true;
        notifyAll();
    }
}
