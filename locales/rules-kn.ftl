# Rules pages (kn). Same message ids in every language.
