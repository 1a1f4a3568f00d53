# Rules pages (hu). Same message ids in every language.
