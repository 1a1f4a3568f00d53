# Playing a friend far away: moves travel by link, with no server.
opponent-link = A friend, by link
remote-turn-yours = Your turn
remote-turn-friends = Your friend's turn — send them the link
remote-send-title = Send your move
remote-send-help = Send this link to your friend by message or e-mail. It holds the whole game; the app sends nothing itself.
remote-invite-help = Send this link to your friend: it invites them to this game, and they make the first move.
remote-link-label = Link for your friend
remote-share = Share…
remote-last-link = Link to your last move
remote-hide-link = Hide the link
remote-created = Your friend's game is on the board: you play { $player }.
remote-received = Your friend played { $moves }. Your turn.
remote-refused-corrupt = This link cannot be read: { $reason }. Ask your friend to send it again.
remote-refused-own = This is your own move: send the link to your friend.
remote-refused-nothing-new = This link holds nothing new: your game already has its { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}. Your game stays as it is.
remote-refused-history = This link changes move { $number } ({ $link } instead of { $kept }), so it was not taken. Your game stays as it is.
remote-refused-for-you = Move { $number } in this link is one of yours, and you did not play it here, so the link was not taken.
remote-refused-different = This link belongs to a game with other rules or another start than the one kept under its name, so it was not taken.
remote-refused-damaged = The game kept for this link cannot be read ({ $reason }); it was left as it is.
remote-error-incomplete = it is incomplete (was it cut short?)
remote-error-version = it is in link format { $found }, which this version of the app does not read
remote-error-changed = the link was changed or cut
remote-error-id = the game name “{ $found }” is not valid
remote-error-sender = “{ $found }” is not a seat of this game
