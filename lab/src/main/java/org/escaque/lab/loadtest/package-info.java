/**
 * The load test behind {@code escaque-lab loadtest}: many games at once against an Escaque server running on this
 * machine, over its HTTP and WebSocket API ({@link org.escaque.lab.loadtest.LoadTest}), with the round trips' spread
 * ({@code LatencyRecorder}) and the server's resident memory
 * ({@link org.escaque.lab.loadtest.ProcessMemory}). A client only: it uses no server class.
 */
package org.escaque.lab.loadtest;
