package org.escaque.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.escaque.core.notation.San;
import org.escaque.core.notation.UciMove;
import org.junit.jupiter.api.Test;

/** For every legal move in many positions: move → SAN → move, move → UCI → move, position → FEN → position. */
class RoundTripTest {

    @Test
    void everyLegalMoveSurvivesSanUciAndEveryPositionSurvivesFen() throws IllegalMoveException {
        Random random = new Random(99);
        int moves = 0;
        for (int game = 0; game < 150; game++) {
            Position position = Position.initial();
            for (int ply = 0; ply < 200 && position.hasLegalMove(); ply++) {
                Position reread = Fen.parse(Fen.format(position));
                assertEquals(position.fen(), reread.fen());
                assertEquals(position.key(), reread.key(), position.fen());
                assertEquals(position.legalMoves(), reread.legalMoves(), position.fen());
                List<Move> legal = position.legalMoves();
                for (Move move : legal) {
                    assertEquals(move, San.parse(position, San.format(position, move)), position.fen());
                    assertEquals(move, UciMove.parse(position, UciMove.format(move)), position.fen());
                    moves++;
                }
                position = position.play(legal.get(random.nextInt(legal.size())));
            }
        }
        System.out.println("round trips: " + moves + " moves");
    }
}
