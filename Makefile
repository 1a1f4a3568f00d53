# The two commands of this project (see README.md). Each installs what is
# missing first, so both work on a fresh machine.
.PHONY: serve test

serve:
	bash scripts/setup.sh build
	trunk serve --release

test:
	bash scripts/setup.sh test
	bash scripts/test.sh
