package org.escaque.wasm.build;

import org.teavm.classlib.ResourceSupplier;
import org.teavm.classlib.ResourceSupplierContext;

/**
 * Tells the WebAssembly compiler which class-path resources to build into the module, so that
 * {@code getResourceAsStream} finds them in the browser: the engine's built-in network and hand-crafted weights, and
 * core's table of opening names (its index, which holds every named position).
 * Runs inside the compiler only (listed in {@code META-INF/services/org.teavm.classlib.ResourceSupplier}).
 */
public final class BuiltInResources implements ResourceSupplier {

    @Override
    public String[] supplyResources(ResourceSupplierContext context) {
        return new String[] {
            "org/escaque/engine/eval/network/escaque.nnue",
            "org/escaque/engine/eval/weights.txt",
            "org/escaque/core/openings/positions.tsv",
        };
    }
}
