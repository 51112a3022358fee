/** Developer tools with a command line: a UCI entry point and an EPD test-suite runner. */
package org.escaque.engine.tools;
