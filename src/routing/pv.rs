//! Probability vectors and PV_Routing for 3-D tori (Al-Sadi, Day, Ould-Khaoua; paper 000).
