package org.escaque.server;

/** The page at {@code /} until the board UI is built: says so, in Spanish and in English. */
final class PlaceholderPage {

    /** The page's HTML. */
    static final String HTML = """
            <!doctype html>
            <html lang="es">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Escaque (placeholder)</title>
            <style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>
            </head>
            <body>
            <p><strong>Página provisional.</strong></p>
            <h1>Escaque</h1>
            <p>La interfaz del tablero aún no está construida; la API está en <a href="/api">/api</a>.</p>
            <hr>
            <p lang="en"><strong>Placeholder page.</strong> Escaque — the board UI is not built yet; the API is at
            <a href="/api">/api</a>.</p>
            </body>
            </html>
            """;

    private PlaceholderPage() {
    }
}
