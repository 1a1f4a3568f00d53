# The two commands of this project (see README.md). Each installs what is
# missing first, so both work on a fresh machine.
.PHONY: serve test

# No auto-reload: Trunk's injected inline script would break the page's CSP.
serve:
	bash scripts/setup.sh build
	trunk serve --release --no-autoreload

test:
	bash scripts/setup.sh test
	bash scripts/test.sh
