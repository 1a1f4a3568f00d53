# Keyboard play and screen-reader descriptions.
