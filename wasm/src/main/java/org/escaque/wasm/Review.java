package org.escaque.wasm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Command line, on the JVM: {@code Review PGN_FILE [BUDGET]} imports the file's game as the browser does, analyses it
 * ({@link LocalAnalyses}, quick unless told) and prints the finished analysis's JSON on one line, then the annotated
 * PGN: what the differential test compares with the same calls made to the WebAssembly build.
 */
public final class Review {

    private static final Pattern ID = Pattern.compile("\"id\":\"([^\"]+)\"");
    private static final Pattern RESULT = Pattern.compile("\"result\":(\\{.*\\})\\}$");

    private Review() {
    }

    public static void main(String[] arguments) throws IOException {
        if (arguments.length < 1 || arguments.length > 2) {
            System.err.println("usage: Review PGN_FILE [quick|deep]");
            System.exit(2);
        }
        String budget = arguments.length == 2 ? arguments[1] : "quick";
        LocalGames games = new LocalGames();
        LocalAnalyses analyses = new LocalAnalyses(games);
        String imported = games.importPgn(Files.readString(Path.of(arguments[0]), StandardCharsets.UTF_8), 0);
        Matcher id = ID.matcher(imported);
        if (!id.find()) {
            System.err.println("Review: the game was not imported: " + imported);
            System.exit(2);
        }
        String answer = analyses.request(id.group(1), budget, 0);
        while (answer.contains("\"status\":\"running\"")) {
            answer = analyses.step(id.group(1), budget, 0);
        }
        Matcher result = RESULT.matcher(answer);
        if (!result.find()) {
            System.err.println("Review: no analysis: " + answer);
            System.exit(2);
        }
        System.out.println(result.group(1));
        System.out.print(analyses.pgn(id.group(1), budget, ""));
    }
}
