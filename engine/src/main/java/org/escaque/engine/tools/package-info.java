/** Developer tools with a command line: an EPD test-suite runner and a profile of the levels. */
package org.escaque.engine.tools;
