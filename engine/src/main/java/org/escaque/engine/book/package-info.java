/**
 * Opening books in the Polyglot format: {@link org.escaque.engine.book.PolyglotBook} reads one and
 * {@link org.escaque.engine.book.PolyglotKey} computes the key it is indexed by.
 */
package org.escaque.engine.book;
