/**
 * Measurements with a command line: an EPD test-suite runner ({@link org.escaque.lab.tools.EpdSuite}), how each
 * level plays ({@link org.escaque.lab.tools.LevelProfile}) and how long the dead-position checks take
 * ({@link org.escaque.lab.tools.DeadPositionBench}); {@link org.escaque.lab.tools.BlockingSearch} runs one search and
 * waits for it, for these and the tuning tools.
 */
package org.escaque.lab.tools;
