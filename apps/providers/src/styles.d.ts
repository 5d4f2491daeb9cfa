/** The studios' and the widget's entries import their style sheets for the bundler, which emits them as files. */
declare module '*.css';
