package org.escaque.server;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.Slices;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The app's packages form a tree: no package depends on itself through others. Read from the compiled classes of
 * every module on the server's class path (core, engine, play, wasm and the server; tests left out), each package its
 * own slice, the root package {@code org.escaque.server} (the composition root) included. On top, the command line
 * ({@code cli}) and the composition root ({@code App}, {@code AppDependencies}); nothing below them knows them.
 */
class PackageTreeTest {

    private static final String ROOT = "org.escaque.server";

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("-tests.jar"))
                .importPackages("org.escaque");
    }

    @Test
    void everyModuleAndTheRootPackageAreRead() {
        for (String name : List.of("org.escaque.core.Position", "org.escaque.engine.Engine",
                "org.escaque.play.GameSession", "org.escaque.wasm.BrowserApi", ROOT + ".App", ROOT + ".cli.Main")) {
            assertTrue(classes.contain(name), "not read: " + name);
        }
        Slices slices = Slices.matching("org.escaque.(**)").transform(classes);
        assertTrue(slices.stream().anyMatch(slice -> slice.contains(classes.get(App.class))),
                "the root package's classes are in a slice of their own");
    }

    /**
     * No cycle anywhere: not in the server, and not in core or the engine either (FEN lives beside {@code Position} in
     * core's package; the search's limits, listener, reports and scores live in the search's package, which
     * {@code Engine} and {@code Bench} drive).
     */
    @Test
    void noPackageCycle() {
        slices().matching("org.escaque.(**)").should().beFreeOfCycles().check(classes);
    }

    @Test
    void onlyTheCommandLineKnowsTheCompositionRoot() {
        noClasses().that().resideOutsideOfPackages(ROOT, ROOT + ".cli")
                .should().dependOnClassesThat().belongToAnyOf(App.class, AppDependencies.class)
                .check(classes);
    }
}
