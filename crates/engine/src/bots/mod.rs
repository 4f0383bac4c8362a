//! Computer players ("bots"): pubeval and a random player.
