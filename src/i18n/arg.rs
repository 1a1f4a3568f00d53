//! An argument of a message. Apart from the lookup, so the formatter
//! (`messages.rs`) and the lookup both use it without importing each other.

/// An argument value for the functions of `msg`.
pub enum Arg<'a> {
    Text(&'a str),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(text)
    }
}

macro_rules! number_arg {
    ($($ty:ty),*) => {$(
        impl From<$ty> for Arg<'_> {
            fn from(value: $ty) -> Self {
                Arg::Number(value as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f64);
