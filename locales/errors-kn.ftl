# ಒಂದು ಸ್ಥಿತಿ ಅಥವಾ ನಡೆಯನ್ನು ಓದಲು ಅಥವಾ ಆಡಲು ಏಕೆ ಆಗದು.

## Cephalopod

err-c-empty = { $what ->
    [square] ಚೌಕದ ಹೆಸರು ಖಾಲಿಯಾಗಿದೆ
    [move] ನಡೆ ಖಾಲಿಯಾಗಿದೆ
   *[position] ಸ್ಥಿತಿ ಖಾಲಿಯಾಗಿದೆ
}
err-c-bad-square = ಅಕ್ಷರ { $column } ರಲ್ಲಿರುವ '{ $token }' ಒಂದು ಚೌಕವಲ್ಲ (ಕಾಲಮ್ ಅಕ್ಷರ ಮತ್ತು ಸಾಲಿನ ಸಂಖ್ಯೆ ಬೇಕು, ಉದಾ. c3)
err-c-unknown-square = { $square } ಚೌಕ { $rows }×{ $cols } ಹಲಗೆಯಲ್ಲಿ ಇಲ್ಲ
err-c-missing-captured = ಅಕ್ಷರ { $column } ರಲ್ಲಿ ಸೆರೆಹಿಡಿದ ಚೌಕವೊಂದು ಇರಬೇಕಿತ್ತು
err-c-occupied = { $square } ಚೌಕದಲ್ಲಿ ಈಗಾಗಲೇ ದಾಳವಿದೆ
err-c-duplicate-capture = { $square } ಚೌಕವನ್ನು ಎರಡು ಬಾರಿ ಸೆರೆಹಿಡಿಯಲಾಗಿದೆ
err-c-not-adjacent = ಸೆರೆಹಿಡಿದ { $captured } ಚೌಕ { $target } ಚೌಕದ ಪಕ್ಕದ್ದಲ್ಲ
err-c-nothing-to-capture = { $square } ಚೌಕದಲ್ಲಿ ಸೆರೆಹಿಡಿಯಲು ದಾಳವಿಲ್ಲ
err-c-too-few-captures = { $target } ಚೌಕದ ಸೆರೆಹಿಡಿತ ಕನಿಷ್ಠ ಎರಡು ದಾಳಗಳನ್ನು ತೆಗೆದುಕೊಳ್ಳಬೇಕು
err-c-sum-too-large = ಸೆರೆಹಿಡಿದ ದಾಳಗಳ ಚುಕ್ಕೆಗಳ ಮೊತ್ತ { $sum }, ಇದು { $max } ಕ್ಕಿಂತ ಹೆಚ್ಚು
err-c-compulsory = ಈ ಸ್ಥಿತಿಯಲ್ಲಿ ನಿಯಮಬಾಹಿರ: { $square } ಚೌಕದಲ್ಲಿ ಸೆರೆಹಿಡಿಯುವುದು ಕಡ್ಡಾಯ (ಉದಾಹರಣೆಗೆ { $example })
err-c-game-over = ಆಟ ಮುಗಿದಿದೆ: ಹಲಗೆ ತುಂಬಿದೆ
err-c-unexpected-char = ಅಕ್ಷರ { $column } ರಲ್ಲಿ ಅನಿರೀಕ್ಷಿತ { $found } ('.', 'w', 'b', '/' ಅಥವಾ ಖಾಲಿ ಜಾಗ ಇರಬೇಕು)
err-c-bad-pips = ಅಕ್ಷರ { $column } ರಲ್ಲಿ ತಪ್ಪಾದ ಚುಕ್ಕೆಗಳು { $found } (ದಾಳದ ಚುಕ್ಕೆಗಳು 1 ರಿಂದ 6)
err-c-missing-pips = ಅಕ್ಷರ { $column } ರಲ್ಲಿ ಚುಕ್ಕೆಗಳು ಇಲ್ಲ (ದಾಳದ ಚುಕ್ಕೆಗಳು 1 ರಿಂದ 6)
err-c-empty-row = ಮೇಲಿನಿಂದ { $row } ನೇ ಸಾಲು ಖಾಲಿಯಾಗಿದೆ (ಅಕ್ಷರ { $column })
err-c-row-length = ಮೇಲಿನಿಂದ { $row } ನೇ ಸಾಲಿನಲ್ಲಿ { $found } ಚೌಕಗಳಿವೆ, ಆದರೆ ಮೊದಲ ಸಾಲಿನಲ್ಲಿ { $expected } ಇವೆ (ಅಕ್ಷರ { $column })
err-c-too-large = ಅಕ್ಷರ { $column } ರಲ್ಲಿ ಹಲಗೆ ತುಂಬಾ ದೊಡ್ಡದಾಗಿದೆ (ಗರಿಷ್ಠ { $max } ಸಾಲುಗಳು ಮತ್ತು { $max } ಕಾಲಮ್‌ಗಳು)
err-c-too-small = { $rows }×{ $cols } ಹಲಗೆ ತುಂಬಾ ಚಿಕ್ಕದು (ಕನಿಷ್ಠ { $min } ಸಾಲುಗಳು ಮತ್ತು { $min } ಕಾಲಮ್‌ಗಳು)
err-c-missing-side = ಅಕ್ಷರ { $column } ರಲ್ಲಿ ಖಾಲಿ ಜಾಗ ಮತ್ತು ನಡೆಸುವ ಪಕ್ಷ (w ಅಥವಾ b) ಇರಬೇಕಿತ್ತು
err-c-bad-side = ಅಕ್ಷರ { $column } ರಲ್ಲಿ ತಪ್ಪಾದ ನಡೆಸುವ ಪಕ್ಷ '{ $found }' (w ಅಥವಾ b ಇರಬೇಕು)
err-c-trailing = ಅಕ್ಷರ { $column } ರಲ್ಲಿ, ನಡೆಸುವ ಪಕ್ಷದ ನಂತರ ಅನಿರೀಕ್ಷಿತ ಪಠ್ಯ
err-c-not-on-board = { $square } ಚೌಕ ಹಲಗೆಯಲ್ಲಿ ಇಲ್ಲ
err-c-capture-off-board = { $target } ಚೌಕದ ಸೆರೆಹಿಡಿತ ಹಲಗೆಯ ಅಂಚನ್ನು ದಾಟುತ್ತದೆ

## Deblockle

err-d-missing-side = ಸ್ಥಿತಿಯ ಕೊನೆಯಲ್ಲಿ ಖಾಲಿ ಜಾಗ ಮತ್ತು ನಡೆಸುವ ಪಕ್ಷ ('g' ಅಥವಾ 'b') ಇರಬೇಕು
err-d-bad-side = ನಡೆಸುವ ಪಕ್ಷ '{ $found }' 'g' (ಚಿನ್ನ) ಅಥವಾ 'b' (ನೀಲಿ) ಅಲ್ಲ
err-d-row-count = ಹಲಗೆಯಲ್ಲಿ '/' ನಿಂದ ಬೇರ್ಪಡಿಸಿದ { $found } ಸಾಲುಗಳಿವೆ, { $size } ಇರಬೇಕು
err-d-row-length = { $row } ನೇ ಸಾಲು { $squares } ಚೌಕಗಳನ್ನು ವಿವರಿಸುತ್ತದೆ, { $size } ಇರಬೇಕು
err-d-bad-square-start = { $square }: '{ $found }' ಚೌಕವನ್ನು ಆರಂಭಿಸಲಾರದು ('.', 'g' ಅಥವಾ 'b' ಇರಬೇಕು)
err-d-truncated = { $square }: ಘನಕ್ಕೆ ಮೂರು ಅಕ್ಷರಗಳು ಬೇಕು (ಒಡೆಯ, ಮೇಲಿನ ಮುಖ, ಉತ್ತರ ಮುಖ)
err-d-bad-face = { $square }: '{ $found }' ಮುಖದ ಅಕ್ಷರವಲ್ಲ (S, T, C, X, L ಅಥವಾ H ಇರಬೇಕು)
err-d-impossible = { $square }: ಮೇಲಿನ { $top } ಮತ್ತು ಉತ್ತರದ { $north } { $same ->
    [yes] ಒಂದೇ ಮುಖ
   *[no] ಎದುರುಬದುರು ಮುಖಗಳು
}, ಹಾಗಾಗಿ ಯಾವ ಘನವೂ ಹೀಗೆ ಇರಲಾರದು
err-d-bad-square = '{ $found }' ಒಂದು ಚೌಕವಲ್ಲ (a1 ರಿಂದ g7 ಇರಬೇಕು)
err-d-bad-move = '{ $found }' ಒಂದು ನಡೆಯಲ್ಲ (<ಎಲ್ಲಿಂದ>-<ಎಲ್ಲಿಗೆ> ಅಥವಾ <ಎಲ್ಲಿಂದ>-<ಎಲ್ಲಿಗೆ>:<ಗುರಿ> ಇರಬೇಕು, ಉದಾ. c3-c4:d5)
err-d-illegal = { $text } ಇಲ್ಲಿ ನಿಯಮಬದ್ಧವಲ್ಲ: { $reason }
err-d-block-on-star = { $square } ನಕ್ಷತ್ರ ಚೌಕದಲ್ಲಿ ಘನವಿದೆ
err-d-square-taken = { $square } ಚೌಕದಲ್ಲಿ ಎರಡು ಘನಗಳನ್ನು ಇಡಲಾಗಿದೆ
err-d-too-many = { $player } ಬಳಿ { $count } ಘನಗಳಿವೆ (ಗರಿಷ್ಠ { $max })
err-d-no-blocks = ಹಲಗೆಯಲ್ಲಿ ಯಾವ ಆಟಗಾರನ ಘನವೂ ಇಲ್ಲ
err-d-setup-count = ಒಂದು ಪಕ್ಷ 1 ರಿಂದ { $max } ಘನಗಳನ್ನು ಬಳಸುತ್ತದೆ, { $count } ಅಲ್ಲ
err-d-setup-placements = { $expected } ಘನಗಳನ್ನು ಉರುಳಿಸಲಾಗಿದೆ, ಆದರೆ { $found } ಸ್ಥಾನಗಳನ್ನು ಕೊಡಲಾಗಿದೆ
err-d-setup-square = { $square } { $player } ಅವರ ಆರಂಭದ ಚೌಕವಲ್ಲ (ಸಾಧ್ಯವಿರುವವು: { $allowed })
err-d-setup-twice = { $square } ಚೌಕದಲ್ಲಿ ಎರಡು ಘನಗಳನ್ನು ಇಡಲಾಗಿದೆ
err-d-setup-north = ಘನ { $block } ರ ಮೇಲೆ { $top } ಇದೆ, ಹಾಗಾಗಿ { $north } ಉತ್ತರಕ್ಕೆ ಮುಖ ಮಾಡಲಾರದು (ಅದು { $same ->
    [yes] ಮೇಲಿನ ಮುಖ
   *[no] ಕೆಳಗಿನ ಮುಖ
})
err-d-game-over = ಆಟ ಮುಗಿದಿದೆ
err-d-no-block = { $from } ಚೌಕದಲ್ಲಿ ಘನವಿಲ್ಲ
err-d-not-yours = { $from } ಚೌಕದ ಘನ { $owner } ಅವರದು, ಮತ್ತು ನಡೆ { $mover } ಅವರದು
err-d-not-adjacent = { $to } ಚೌಕ { $from } ಚೌಕದ ಪಕ್ಕದ್ದಲ್ಲ, ಹಾಗಾಗಿ ಘನ ಅಲ್ಲಿಗೆ ಉರುಳಲಾರದು
err-d-occupied = { $to } ಚೌಕದಲ್ಲಿ ಈಗಾಗಲೇ ಘನವಿದೆ
err-d-into-home-star = ಘನ { $to } ನಕ್ಷತ್ರ ಚೌಕಕ್ಕೆ ಉರುಳಬಹುದಾದದ್ದು ಎದುರಾಳಿಯ ಮನೆ ನಕ್ಷತ್ರಕ್ಕೆ, ನಕ್ಷತ್ರ ಮೇಲಿರುವಾಗ ಮಾತ್ರ; ಈ ಉರುಳು { $top } ಅನ್ನು ಮೇಲೆ ತರುತ್ತದೆ
err-d-into-star = ಘನ { $to } ನಕ್ಷತ್ರ ಚೌಕಕ್ಕೆ ಉರುಳುವಂತಿಲ್ಲ
err-d-star-up = ಉರುಳಿನಿಂದ { $to } ಚೌಕದಲ್ಲಿ ನಕ್ಷತ್ರ ಮೇಲೆ ಬರುತ್ತದೆ; ನಕ್ಷತ್ರ ಮೇಲಿರುವ ಘನ ಎದುರಾಳಿಯ ಮನೆ ನಕ್ಷತ್ರದಲ್ಲಿ ಮಾತ್ರ ನಿಲ್ಲಬಹುದು
err-d-removed-ends = ಘನ ನಕ್ಷತ್ರದಲ್ಲಿ ಹೊರಬೀಳುತ್ತದೆ, ಹಾಗಾಗಿ ನಡೆ ಜಿಗಿತವಿಲ್ಲದೆ ಮುಗಿಯುತ್ತದೆ
err-d-ends-after-tip = { $top } ಮೇಲೆ ಬರುತ್ತದೆ, ಹಾಗಾಗಿ ನಡೆ ಜಿಗಿತವಿಲ್ಲದೆ ಮುಗಿಯುತ್ತದೆ
err-d-hop-missing = { $top } ಮೇಲೆ ಬರುತ್ತದೆ, ಹಾಗಾಗಿ ಘನ ಜಿಗಿಯಲೇಬೇಕು (<ಎಲ್ಲಿಂದ>-<ಎಲ್ಲಿಗೆ>:<ಗುರಿ> ಎಂದು ಬರೆಯಿರಿ)
err-d-no-hop = { $top } ಮೇಲೆ ಬರುತ್ತದೆ, ಆದರೆ ಯಾವ { $top } ಜಿಗಿತವೂ ಸಾಧ್ಯವಿಲ್ಲ, ಹಾಗಾಗಿ ನಡೆಯನ್ನು ಪೂರ್ಣಗೊಳಿಸಲಾಗದು
err-d-unreachable = { $to } ಚೌಕದಿಂದ ಆರಂಭವಾಗುವ { $top } ಜಿಗಿತ { $dest } ಚೌಕದಲ್ಲಿ ಮುಗಿಯಲಾರದು
err-d-ends-adjacent = ಪಕ್ಕದಲ್ಲಿರದ ರೂಪಾಂತರ: ನಡೆಯ ಕೊನೆಗೆ ಒಂದು ಘನ ಎದುರಾಳಿಯ ಘನದ ಪಕ್ಕದಲ್ಲಿ ಇರುತ್ತದೆ
err-d-to-move-stuck = ಸರದಿಯಲ್ಲಿರುವ { $stuck } ಯಾವುದೇ ನಿಯಮಬದ್ಧ ನಡೆಯನ್ನು ನಡೆಸಲಾಗದು: { $stuck } Deblockle'd ಆಗಿದೆ, ಆದ್ದರಿಂದ { $mover } ನಡೆಸುತ್ತದೆ; ಸ್ಥಿತಿಯ ಕೊನೆಯಲ್ಲಿ ನಡೆಸುವವರ ಅಕ್ಷರವಾಗಿ '{ $letter }' ಬರೆಯಿರಿ

## ಕಂಪ್ಯೂಟರ್

ai-no-playouts = UCT ಹುಡುಕಾಟಕ್ಕೆ ಕನಿಷ್ಠ ಒಂದು ಆಟದ ಓಟ ಬೇಕು
ai-bad-level = ತಪ್ಪಾದ ಮಟ್ಟ { $level } (1 ರಿಂದ 6 ರವರೆಗೆ ಇರಬೇಕು)
ai-bad-position = ಸ್ಥಿತಿ '{ $text }': { $reason }
ai-bad-history = ಹಿಂದಿನ { $number }ನೇ ಸ್ಥಿತಿ '{ $text }': { $reason }
ai-game-over = ಆಟ ಮುಗಿದಿದೆ
ai-replaced = ಹೊಸ ಹುಡುಕಾಟ ಇದರ ಸ್ಥಾನ ಪಡೆಯಿತು
ai-stopped = ಹುಡುಕಾಟವನ್ನು ನಿಲ್ಲಿಸಲಾಯಿತು
ai-worker-lost = ಕಂಪ್ಯೂಟರ್ ಈಗ ಆಡಲಾರದು: ಅದರ ಎಂಜಿನ್ ಆರಂಭವಾಗಲಿಲ್ಲ ಅಥವಾ ಉತ್ತರಿಸುವುದನ್ನು ನಿಲ್ಲಿಸಿದೆ. ನಿಮ್ಮ ಆಟ ಉಳಿದಿದೆ; ‘ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ’ ಒತ್ತಿ.
ai-unreadable = ಕಂಪ್ಯೂಟರ್‌ಗೆ '{ $text }' ಸ್ಥಿತಿಯನ್ನು ಓದಲಾಗಲಿಲ್ಲ

## ವಿಳಾಸಗಳು: ಆ್ಯಪ್ ಸ್ವೀಕರಿಸಲಾಗದ ಮೌಲ್ಯವನ್ನು ಹೆಸರಿಸಿ ನಿರಾಕರಿಸಲಾಗುತ್ತದೆ
address-refused = ಈ ವಿಳಾಸವನ್ನು ಇದ್ದಂತೆಯೇ ತೆರೆಯಲಾಗದು: { $problems }
address-missing = '{ $parameter }=' ಇಲ್ಲ ({ $allowed })
address-bad-value = '{ $parameter }={ $value }' ({ $allowed })
address-allowed-game = ಆಟ 'cephalopod' ಅಥವಾ 'deblockle'
address-allowed-opponent = ಎದುರಾಳಿ 'ai', 'friend', 'demo' ಅಥವಾ 'link'
address-allowed-level = ಹಂತ 1 ರಿಂದ { $most } ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆ
address-allowed-perfect-level = ಹಂತ { $level }, ಪರಿಪೂರ್ಣ ಆಟ, { $squares } ಚೌಕಗಳವರೆಗಿನ Cephalopod ಹಲಗೆಗಳಿಗೆ ಮಾತ್ರ
address-allowed-side = ಬದಿ 'first' ಅಥವಾ 'second' (ಅಥವಾ 'white', 'black', 'gold', 'blue')
address-allowed-speed = ವೇಗ 0 ರಿಂದ { $most } ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆ
address-allowed-size = ಗಾತ್ರ ಸಾಲುಗಳು x ಕಾಲಮ್‌ಗಳು, ಪ್ರತಿಯೊಂದೂ { $least } ರಿಂದ { $most }, ಉದಾಹರಣೆಗೆ 5x5
address-allowed-blocks = ಒಂದು ಬದಿಗೆ { $least } ರಿಂದ { $most } ಬ್ಲಾಕ್‌ಗಳು
address-allowed-flag = ಮೌಲ್ಯ 0 ಅಥವಾ 1
address-allowed-setup = ಹೆಸರಿಸಬಹುದಾದ ಏಕೈಕ ಜೋಡಣೆ 'hand'
address-allowed-seed = ಬೀಜ ಒಂದು ಪೂರ್ಣ ಸಂಖ್ಯೆ
address-allowed-position = ಸ್ಥಿತಿಯನ್ನು ಓದಲಾಗದು: { $reason }
address-allowed-mode = ಕ್ರಮ 'play' ಅಥವಾ 'replay'
address-allowed-orientation = ಕೆಳಗಿನ ಬದಿ 'first' ಅಥವಾ 'second' (ಅಥವಾ 'white', 'black', 'gold', 'blue')
address-nearest = ಹತ್ತಿರದ ಆಟವನ್ನು ತೆರೆಯಿರಿ
address-rules = '{ $value }' ಎಂಬ ನಿಯಮಗಳು ಇಲ್ಲಿ ಇಲ್ಲ: ಆಟಗಳು 'cephalopod' ಮತ್ತು 'deblockle'.
address-puzzles = '{ $value }' ನಲ್ಲಿ ಒಗಟುಗಳಿಲ್ಲ: ವಿಳಾಸ 'puzzles/cephalopod' ಅಥವಾ 'puzzles/deblockle', ಬೇಕಾದರೆ ನಂತರ ಒಗಟಿನ ಸಂಖ್ಯೆ.
address-learn = '{ $value }' ನಲ್ಲಿ ಪಾಠವಿಲ್ಲ: ವಿಳಾಸ 'learn/cephalopod' ಅಥವಾ 'learn/deblockle', ಬೇಕಾದರೆ ನಂತರ ಪಾಠದ ಹೆಸರು ಮತ್ತು ಹಂತದ ಸಂಖ್ಯೆ.
embed-refused = ಈ ಅಡಕವು ತನ್ನ ಹಲಗೆಯನ್ನು ತೋರಿಸಲಾಗದು: { $problems }
