/**
 * The {@code escaque-lab} command line ({@link org.escaque.lab.cli.Main}): the match runner, the load test, the
 * dead-position check's benchmark and the lab's other tools, one command each.
 */
package org.escaque.lab.cli;
