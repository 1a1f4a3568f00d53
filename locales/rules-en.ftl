# Rules pages (en). Same message ids in every language.
