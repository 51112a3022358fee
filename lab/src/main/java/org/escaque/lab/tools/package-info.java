/**
 * Measurements of the engine with a command line: an EPD test-suite runner
 * ({@link org.escaque.lab.tools.EpdSuite}) and how each level plays ({@link org.escaque.lab.tools.LevelProfile});
 * {@link org.escaque.lab.tools.BlockingSearch} runs one search and waits for it, for these and the tuning tools.
 */
package org.escaque.lab.tools;
